import { LineInfoMessage, newLeg, newLineInfo, validateLineInfo, type LineInfoFields } from './line-info.js';

const withInfo = (patch: (f: LineInfoFields) => void): LineInfoFields => {
  const f = newLineInfo();
  f.luggage.openText = 'One bag';
  patch(f);
  return f;
};
const messagesAt = (f: LineInfoFields, field: string) =>
  validateLineInfo(f)
    .filter((p) => p.field === field)
    .map((p) => p.message);

describe('validateLineInfo', () => {
  it('accepts the empty form', () => {
    expect(validateLineInfo(newLineInfo())).toEqual([]);
  });

  it('limits the voucher alert to 50 and 200 characters', () => {
    expect(
      messagesAt(
        withInfo((f) => (f.voucherAlert = { title: 'x'.repeat(50), text: 'y'.repeat(200) })),
        'voucherAlert.title',
      ),
    ).toEqual([]);
    const over = withInfo((f) => (f.voucherAlert = { title: 'x'.repeat(51), text: 'y'.repeat(201) }));
    expect(messagesAt(over, 'voucherAlert.title')).toEqual([LineInfoMessage.VoucherAlertTitle]);
    expect(messagesAt(over, 'voucherAlert.text')).toEqual([LineInfoMessage.VoucherAlertText]);
  });

  it('allows one video, start and end at least 0, end 0 meaning to the end', () => {
    const video = { src: 'https://video.example/a.mp4', start: 10, end: 0 };
    expect(validateLineInfo(withInfo((f) => (f.videos = [video])))).toEqual([]);
    expect(
      messagesAt(
        withInfo((f) => (f.videos = [video, video])),
        'videos',
      ),
    ).toEqual([LineInfoMessage.OneVideo]);
    expect(
      messagesAt(
        withInfo((f) => (f.videos = [{ ...video, start: -1 }])),
        'videos.0.start',
      ),
    ).toEqual([LineInfoMessage.AtLeastZero]);
    expect(
      messagesAt(
        withInfo((f) => (f.videos = [{ ...video, end: -5 }])),
        'videos.0.end',
      ),
    ).toEqual([LineInfoMessage.AtLeastZero]);
    expect(
      messagesAt(
        withInfo((f) => (f.videos = [{ ...video, end: 5 }])),
        'videos.0.end',
      ),
    ).toEqual([LineInfoMessage.VideoEnd]);
    expect(
      messagesAt(
        withInfo((f) => (f.videos = [{ ...video, src: '' }])),
        'videos.0.src',
      ),
    ).toEqual([LineInfoMessage.Required]);
  });

  it('checks leg durations: minutes 0 to 59, hours and days at least 0', () => {
    const leg = { ...newLeg(), cityAId: 'a', cityBId: 'b', shouldIgnoreStations: true, transportationType: 'bus' as const };
    const at = (d: { days: number; hours: number; minutes: number }) =>
      validateLineInfo(withInfo((f) => (f.itinerary.aToB.legs = [{ ...leg, duration: d }]))).map((p) => `${p.field}: ${p.message}`);
    expect(at({ days: 0, hours: 0, minutes: 59 })).toEqual([]);
    expect(at({ days: 0, hours: 0, minutes: 60 })).toEqual([`itinerary.aToB.legs.0.duration.minutes: ${LineInfoMessage.Minutes}`]);
    expect(at({ days: -1, hours: -1, minutes: -1 })).toEqual([
      `itinerary.aToB.legs.0.duration.days: ${LineInfoMessage.AtLeastZero}`,
      `itinerary.aToB.legs.0.duration.hours: ${LineInfoMessage.AtLeastZero}`,
      `itinerary.aToB.legs.0.duration.minutes: ${LineInfoMessage.Minutes}`,
    ]);
  });

  it('needs the cities, the transportation and, unless ignored, the stations of a leg', () => {
    const f = withInfo((x) => (x.itinerary.bToA.legs = [newLeg()]));
    expect(validateLineInfo(f).map((p) => p.field)).toEqual([
      'itinerary.bToA.legs.0.cityAId',
      'itinerary.bToA.legs.0.cityBId',
      'itinerary.bToA.legs.0.stationAId',
      'itinerary.bToA.legs.0.stationBId',
      'itinerary.bToA.legs.0.transportationType',
    ]);
  });

  it('checks the custom luggage that is selected, in cm or inch', () => {
    const f = withInfo((x) => {
      x.luggagePolicyType = 'customLuggage';
      x.luggage.customLuggage.selectedLuggages.has_largeBag = true;
      x.luggage.customLuggage.largeBag = { amount: -1, weight: 'heavy', measureUnit: 'm' as never, length: 1, width: 1, height: 1 };
      x.luggage.customLuggage.handbag.amount = -3; // not selected: not checked
    });
    expect(validateLineInfo(f).map((p) => `${p.field}: ${p.message}`)).toEqual([
      `luggage.customLuggage.largeBag.amount: ${LineInfoMessage.AtLeastZero}`,
      `luggage.customLuggage.largeBag.weight: ${LineInfoMessage.Weight}`,
      `luggage.customLuggage.largeBag.measureUnit: ${LineInfoMessage.Required}`,
    ]);
  });

  it('needs a full blog URL and arrive-before at least 0', () => {
    const f = withInfo((x) => {
      x.blogUrl = 'javascript:alert(1)';
      x.arriveBeforeDeparture = -10;
    });
    expect(validateLineInfo(f).map((p) => `${p.field}: ${p.message}`)).toEqual([
      `arriveBeforeDeparture: ${LineInfoMessage.AtLeastZero}`,
      `blogUrl: ${LineInfoMessage.Url}`,
    ]);
  });

  it('needs both parts of a custom service', () => {
    const f = withInfo((x) => (x.additionalServices.customServices = [{ serviceType: 'wifi', serviceContent: '' }]));
    expect(messagesAt(f, 'additionalServices.customServices.0.serviceContent')).toEqual([LineInfoMessage.Required]);
  });

  it('limits the legs per direction and the custom services', () => {
    const leg = { ...newLeg(), cityAId: 'a', cityBId: 'b', shouldIgnoreStations: true, transportationType: 'bus' as const };
    const f = withInfo((x) => {
      x.itinerary.aToB.legs = Array.from({ length: 21 }, () => leg);
      x.additionalServices.customServices = Array.from({ length: 31 }, () => ({ serviceType: 'a', serviceContent: 'b' }));
    });
    expect(messagesAt(f, 'itinerary.aToB.legs')).toEqual([LineInfoMessage.TooMany(20)]);
    expect(messagesAt(f, 'additionalServices.customServices')).toEqual([LineInfoMessage.TooMany(30)]);
  });
});
