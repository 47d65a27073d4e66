import type { FieldProblem } from '../identity/field-problem.js';
import type { VoucherAlert } from '../companies/company-input.js';
import { VOUCHER_ALERT_TEXT_MAX, VOUCHER_ALERT_TITLE_MAX } from '../companies/company-options.js';
import { CompanyMessage } from '../companies/company-rules.js';
import { LINE_TYPES, type LineType } from './line-types.js';

/**
 * Tabs 3 (Pictures & Ticket) and 5 (Info & Social) of the line editor (spec part 2, 2.9, 3.5, 5 "Line"): the shapes
 * both sides share and the rules the API and the web form apply (validateLineInfo). Rich-text fields are HTML the
 * server sanitises before storing.
 */

export const LineInfoMessage = {
  Required: 'This field is required.',
  AtLeastZero: 'Value should be greater or equal 0',
  Minutes: 'Minutes should be between 0 and 59',
  WholeNumber: 'Enter a whole number.',
  /** The same limits and words as a company's voucher alert (spec part 2, 5 "Line" and 9). */
  VoucherAlertTitle: CompanyMessage.VoucherAlertTitle,
  VoucherAlertText: CompanyMessage.VoucherAlertText,
  OneVideo: 'Only one video is allowed.',
  VideoEnd: 'The end must be after the start (0 plays to the end).',
  Url: CompanyMessage.InvalidUrl,
  TooLong: (max: number) => `Enter at most ${max} characters.`,
  TooMany: (max: number) => `Add at most ${max}.`,
  Weight: 'Enter a weight of 0 or more with at most 2 decimals.',
  UnknownCity: 'Choose a city from the list.',
  UnknownStation: 'Choose a station from the list.',
  StationNotInCity: 'The station must be in the chosen city.',
  NotATemplate: 'Choose a PDF template as the ticket template.',
  UnknownTemplate: 'Choose a ticket template from the image list.',
} as const;

export const LINE_VIDEOS_MAX = 1;
/** Plain text fields (short description, voucher remark, passenger alert, comments). */
export const LINE_TEXT_MAX = 2000;
/** Rich-text fields as HTML. */
export const LINE_RICH_TEXT_MAX = 50_000;
export const LINE_ITINERARY_LEGS_MAX = 20;
export const LINE_CUSTOM_SERVICES_MAX = 30;

export const LINE_DIRECTIONS = ['aToB', 'bToA'] as const;
export type LineDirection = (typeof LINE_DIRECTIONS)[number];

export const LUGGAGE_POLICY_TYPES = ['customLuggage', 'openText'] as const;
export type LuggagePolicyType = (typeof LUGGAGE_POLICY_TYPES)[number];
export const MEASURE_UNITS = ['cm', 'inch'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];
export const PASSENGER_OR_VEHICLE = ['passenger', 'vehicle'] as const;
export type PassengerOrVehicle = (typeof PASSENGER_OR_VEHICLE)[number];
/** Transportation of an itinerary leg: the line types, and on foot between stations. */
export const LEG_TRANSPORTATION_TYPES = [...LINE_TYPES, 'walk'] as const;
export type LegTransportationType = LineType | 'walk';

export interface LegDuration {
  days: number;
  hours: number;
  minutes: number;
}

export interface ItineraryLeg {
  cityAId: string | null;
  cityBId: string | null;
  stationAId: string | null;
  stationBId: string | null;
  shouldIgnoreStations: boolean;
  transportationType: LegTransportationType | null;
  duration: LegDuration;
  comment: string;
}

export interface BorderCrossing {
  slug: string;
  text: string;
}

export interface DirectionItinerary {
  legs: ItineraryLeg[];
  borderCrossing: BorderCrossing;
}

export interface CustomService {
  serviceType: string;
  serviceContent: string;
}

export interface AdditionalServices {
  seatType: string;
  stops: string;
  customServices: CustomService[];
}

export interface BagAllowance {
  amount: number;
  /** kg, decimal text ("20", "7.5"). */
  weight: string;
  measureUnit: MeasureUnit;
  length: number;
  width: number;
  height: number;
}

export interface CustomLuggage {
  passengerOrVehicle: PassengerOrVehicle;
  selectedLuggages: { has_largeBag: boolean; has_handbag: boolean; has_skiAndSnowboard: boolean; has_totalWeight: boolean };
  largeBag: BagAllowance;
  handbag: BagAllowance;
  skiAndSnowboard: { amount: number; weight: string };
  /** kg, decimal text. */
  totalWeight: string;
}

export interface LineLuggage {
  openText: string;
  customLuggage: CustomLuggage;
}

export interface LineVideo {
  src: string;
  /** Seconds from the start; 0 at least. */
  start: number;
  /** Seconds; 0 means to the end. */
  end: number;
}

/** The editable fields of tab 5 (ecommerce is read-only and not part of it). */
export interface LineInfoFields {
  info: string;
  shortDescription: string;
  specialNotes: string;
  pickUpDropOffPoints: string;
  itinerary: Record<LineDirection, DirectionItinerary>;
  additionalServices: AdditionalServices;
  luggagePolicyType: LuggagePolicyType;
  luggage: LineLuggage;
  /** Minutes before departure the passenger should arrive; null when not said. */
  arriveBeforeDeparture: number | null;
  videos: LineVideo[];
  blogUrl: string;
  voucherRemark: string;
  voucherAlert: VoucherAlert;
  passengerAlert: string;
}

export const newBag = (): BagAllowance => ({ amount: 0, weight: '0', measureUnit: 'cm', length: 0, width: 0, height: 0 });
export const newLeg = (): ItineraryLeg => ({
  cityAId: null,
  cityBId: null,
  stationAId: null,
  stationBId: null,
  shouldIgnoreStations: false,
  transportationType: null,
  duration: { days: 0, hours: 0, minutes: 0 },
  comment: '',
});

export function newLineInfo(): LineInfoFields {
  return {
    info: '',
    shortDescription: '',
    specialNotes: '',
    pickUpDropOffPoints: '',
    itinerary: { aToB: { legs: [], borderCrossing: { slug: '', text: '' } }, bToA: { legs: [], borderCrossing: { slug: '', text: '' } } },
    additionalServices: { seatType: '', stops: '', customServices: [] },
    luggagePolicyType: 'openText',
    luggage: {
      openText: '',
      customLuggage: {
        passengerOrVehicle: 'passenger',
        selectedLuggages: { has_largeBag: false, has_handbag: false, has_skiAndSnowboard: false, has_totalWeight: false },
        largeBag: newBag(),
        handbag: newBag(),
        skiAndSnowboard: { amount: 0, weight: '0' },
        totalWeight: '0',
      },
    },
    arriveBeforeDeparture: null,
    videos: [],
    blogUrl: '',
    voucherRemark: '',
    voucherAlert: { title: '', text: '' },
    passengerAlert: '',
  };
}

const WEIGHT = /^\d{1,6}(\.\d{1,2})?$/;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The problems of a duration: minutes 0 to 59, hours and days at least 0 (spec part 2, 5 "Line"). */
export function durationProblems(d: LegDuration, field: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const unit of ['days', 'hours'] as const) {
    if (!isInt(d[unit])) problems.push({ field: `${field}.${unit}`, message: LineInfoMessage.WholeNumber });
    else if (d[unit] < 0) problems.push({ field: `${field}.${unit}`, message: LineInfoMessage.AtLeastZero });
  }
  if (!isInt(d.minutes)) problems.push({ field: `${field}.minutes`, message: LineInfoMessage.WholeNumber });
  else if (d.minutes < 0 || d.minutes > 59) problems.push({ field: `${field}.minutes`, message: LineInfoMessage.Minutes });
  return problems;
}

/** The problems of the videos: only one, start and end at least 0, end 0 (to the end) or after the start. */
export function videoProblems(videos: readonly LineVideo[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (videos.length > LINE_VIDEOS_MAX) problems.push({ field: 'videos', message: LineInfoMessage.OneVideo });
  videos.forEach((v, i) => {
    if (!v.src.trim()) problems.push({ field: `videos.${i}.src`, message: LineInfoMessage.Required });
    else if (!isHttpUrl(v.src.trim())) problems.push({ field: `videos.${i}.src`, message: LineInfoMessage.Url });
    for (const key of ['start', 'end'] as const) {
      if (!isInt(v[key])) problems.push({ field: `videos.${i}.${key}`, message: LineInfoMessage.WholeNumber });
      else if (v[key] < 0) problems.push({ field: `videos.${i}.${key}`, message: LineInfoMessage.AtLeastZero });
    }
    if (isInt(v.start) && isInt(v.end) && v.end > 0 && v.start >= 0 && v.end <= v.start)
      problems.push({ field: `videos.${i}.end`, message: LineInfoMessage.VideoEnd });
  });
  return problems;
}

export function voucherAlertProblems(alert: VoucherAlert): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if ([...alert.title].length > VOUCHER_ALERT_TITLE_MAX) problems.push({ field: 'voucherAlert.title', message: LineInfoMessage.VoucherAlertTitle });
  if ([...alert.text].length > VOUCHER_ALERT_TEXT_MAX) problems.push({ field: 'voucherAlert.text', message: LineInfoMessage.VoucherAlertText });
  return problems;
}

const HTTP_URL = /^https?:\/\/(localhost|([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An absolute http(s) URL (the company rules' pattern: no javascript:, no relative path). */
export const isHttpUrl = (value: string): boolean => HTTP_URL.test(value);

/**
 * Every problem of the Info & Social form, with dotted field paths (`itinerary.aToB.legs.0.duration.minutes`). City
 * and station existence is the server's check (it needs the database).
 */
export function validateLineInfo(f: LineInfoFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const maxLen = (field: string, value: string, max: number) => {
    if (value.length > max) add(field, LineInfoMessage.TooLong(max));
  };
  for (const key of ['info', 'specialNotes', 'pickUpDropOffPoints'] as const) maxLen(key, f[key], LINE_RICH_TEXT_MAX);
  for (const key of ['shortDescription', 'voucherRemark', 'passengerAlert'] as const) maxLen(key, f[key], LINE_TEXT_MAX);

  for (const direction of LINE_DIRECTIONS) {
    const it = f.itinerary[direction];
    if (it.legs.length > LINE_ITINERARY_LEGS_MAX) add(`itinerary.${direction}.legs`, LineInfoMessage.TooMany(LINE_ITINERARY_LEGS_MAX));
    it.legs.forEach((leg, i) => {
      const at = `itinerary.${direction}.legs.${i}`;
      if (!leg.cityAId) add(`${at}.cityAId`, LineInfoMessage.Required);
      if (!leg.cityBId) add(`${at}.cityBId`, LineInfoMessage.Required);
      if (!leg.shouldIgnoreStations) {
        if (!leg.stationAId) add(`${at}.stationAId`, LineInfoMessage.Required);
        if (!leg.stationBId) add(`${at}.stationBId`, LineInfoMessage.Required);
      }
      if (!leg.transportationType || !(LEG_TRANSPORTATION_TYPES as readonly string[]).includes(leg.transportationType))
        add(`${at}.transportationType`, LineInfoMessage.Required);
      problems.push(...durationProblems(leg.duration, `${at}.duration`));
      maxLen(`${at}.comment`, leg.comment, LINE_TEXT_MAX);
    });
    maxLen(`itinerary.${direction}.borderCrossing.slug`, it.borderCrossing.slug, 100);
    maxLen(`itinerary.${direction}.borderCrossing.text`, it.borderCrossing.text, LINE_TEXT_MAX);
    if (it.borderCrossing.text.trim() && !it.borderCrossing.slug.trim()) add(`itinerary.${direction}.borderCrossing.slug`, LineInfoMessage.Required);
  }

  const services = f.additionalServices;
  maxLen('additionalServices.seatType', services.seatType, 200);
  maxLen('additionalServices.stops', services.stops, 200);
  if (services.customServices.length > LINE_CUSTOM_SERVICES_MAX) add('additionalServices.customServices', LineInfoMessage.TooMany(LINE_CUSTOM_SERVICES_MAX));
  services.customServices.forEach((s, i) => {
    if (!s.serviceType.trim()) add(`additionalServices.customServices.${i}.serviceType`, LineInfoMessage.Required);
    if (!s.serviceContent.trim()) add(`additionalServices.customServices.${i}.serviceContent`, LineInfoMessage.Required);
    maxLen(`additionalServices.customServices.${i}.serviceContent`, s.serviceContent, LINE_TEXT_MAX);
  });

  if (!(LUGGAGE_POLICY_TYPES as readonly string[]).includes(f.luggagePolicyType)) add('luggagePolicyType', LineInfoMessage.Required);
  if (f.luggagePolicyType === 'openText') maxLen('luggage.openText', f.luggage.openText, LINE_TEXT_MAX);
  if (f.luggagePolicyType === 'customLuggage') {
    const c = f.luggage.customLuggage;
    if (!(PASSENGER_OR_VEHICLE as readonly string[]).includes(c.passengerOrVehicle)) add('luggage.customLuggage.passengerOrVehicle', LineInfoMessage.Required);
    const count = (field: string, v: number) => {
      if (!isInt(v)) add(field, LineInfoMessage.WholeNumber);
      else if (v < 0) add(field, LineInfoMessage.AtLeastZero);
    };
    const weight = (field: string, v: string) => {
      if (!WEIGHT.test(v.trim())) add(field, LineInfoMessage.Weight);
    };
    for (const bag of ['largeBag', 'handbag'] as const) {
      if (!c.selectedLuggages[bag === 'largeBag' ? 'has_largeBag' : 'has_handbag']) continue;
      const b = c[bag];
      const at = `luggage.customLuggage.${bag}`;
      for (const k of ['amount', 'length', 'width', 'height'] as const) count(`${at}.${k}`, b[k]);
      weight(`${at}.weight`, b.weight);
      if (!(MEASURE_UNITS as readonly string[]).includes(b.measureUnit)) add(`${at}.measureUnit`, LineInfoMessage.Required);
    }
    if (c.selectedLuggages.has_skiAndSnowboard) {
      count('luggage.customLuggage.skiAndSnowboard.amount', c.skiAndSnowboard.amount);
      weight('luggage.customLuggage.skiAndSnowboard.weight', c.skiAndSnowboard.weight);
    }
    if (c.selectedLuggages.has_totalWeight) weight('luggage.customLuggage.totalWeight', c.totalWeight);
  }

  if (f.arriveBeforeDeparture !== null) {
    if (!isInt(f.arriveBeforeDeparture)) add('arriveBeforeDeparture', LineInfoMessage.WholeNumber);
    else if (f.arriveBeforeDeparture < 0) add('arriveBeforeDeparture', LineInfoMessage.AtLeastZero);
  }
  problems.push(...videoProblems(f.videos));
  if (f.blogUrl.trim() && !isHttpUrl(f.blogUrl.trim())) add('blogUrl', LineInfoMessage.Url);
  problems.push(...voucherAlertProblems(f.voucherAlert));
  return problems;
}
