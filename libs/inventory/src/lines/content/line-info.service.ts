import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { LINE_DIRECTIONS, LineInfoMessage, newLineInfo, validateLineInfo, type Actor, type FieldProblem, type LineInfoFields } from '@farebox/domain';
import { ChangeLogService, Clock, sanitizeRichText, type AuthenticatedUser } from '@farebox/platform';
import { LineAccessService } from '../line-access.service.js';
import { Line } from '../line.entity.js';
import type { LineInfoDto, NamedPlaceDto, UpdateLineInfoDto } from './dto/line-info.dto.js';
import { authorOf, canonicalJson, diff, invalid, LINE, lockedVersion, type Snapshot } from './line-content.shared.js';

const RICH = ['info', 'specialNotes', 'pickUpDropOffPoints'] as const;

/** Tab 5 of the line editor (spec part 2, 2.9 and 3.5): info texts, itinerary, services, luggage, videos and alerts. */
@Injectable()
export class LineInfoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async get(actor: Actor, lineId: string): Promise<LineInfoDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.infoOf(this.dataSource.manager, line);
  }

  /**
   * Saves the whole tab from the line version it was edited from: rich text sanitised first, then 400 with every
   * invalid field (libs/domain validateLineInfo, and cities and stations that exist), 409 EditConflict on a stale
   * version. One change-log entry on the line lists every field that changed.
   */
  async update(user: AuthenticatedUser, lineId: string, dto: UpdateLineInfoDto): Promise<LineInfoDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.access.require(user, lineId, 'editLine', manager);
      const current = await lockedVersion(manager, lineId);
      if (current !== dto.version) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, current);

      const next = normalise(dto);
      const problems = validateLineInfo(next);
      if (problems.length === 0) problems.push(...(await this.placeProblems(manager, next)));
      if (problems.length > 0) throw invalid(problems);

      const changes = diff(snapshot(fieldsOf(line)), snapshot(next));
      if (changes.length === 0) return this.infoOf(manager, line);
      const [rows]: [{ version: number }[], number] = await manager.query(
        `UPDATE line SET info = $3, short_description = $4, special_notes = $5, pick_up_drop_off_points = $6, itinerary = $7,
                additional_services = $8, luggage_policy_type = $9, luggage = $10, arrive_before_departure = $11, videos = $12,
                blog_url = $13, voucher_remark = $14, voucher_alert_title = $15, voucher_alert_text = $16, passenger_alert = $17,
                version = version + 1, updated_at = $18
          WHERE id = $1 AND version = $2 RETURNING version`,
        [
          lineId,
          dto.version,
          next.info,
          next.shortDescription,
          next.specialNotes,
          next.pickUpDropOffPoints,
          JSON.stringify(next.itinerary),
          JSON.stringify(next.additionalServices),
          next.luggagePolicyType,
          JSON.stringify(next.luggage),
          next.arriveBeforeDeparture,
          JSON.stringify(next.videos),
          next.blogUrl,
          next.voucherRemark,
          next.voucherAlert.title,
          next.voucherAlert.text,
          next.passengerAlert,
          this.clock.now(),
        ],
      );
      if (rows.length !== 1) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, dto.version + 1);
      await this.changeLog.record(manager, LINE, lineId, rows[0].version, authorOf(user), changes);
      return this.infoOf(manager, await manager.findOneByOrFail(Line, { id: lineId }));
    });
  }

  private async infoOf(manager: EntityManager, line: Line): Promise<LineInfoDto> {
    const fields = fieldsOf(line);
    return { lineId: line.id, version: line.version, ...fields, ecommerce: line.ecommerce, places: await this.placesOf(manager, fields) };
  }

  /** The names of the cities and stations the legs name. */
  private async placesOf(manager: EntityManager, f: LineInfoFields): Promise<NamedPlaceDto[]> {
    const { cities, stations } = idsOf(f);
    if (cities.length + stations.length === 0) return [];
    return manager.query(
      `SELECT id, name, NULL::uuid AS "cityId" FROM city WHERE id = ANY($1::uuid[])
       UNION ALL SELECT id, name, city_id AS "cityId" FROM station WHERE id = ANY($2::uuid[])`,
      [cities, stations],
    );
  }

  /** Each leg's cities and stations must exist, and each station be in its leg's city. */
  private async placeProblems(manager: EntityManager, f: LineInfoFields): Promise<FieldProblem[]> {
    const { cities, stations } = idsOf(f);
    const known = new Map((await this.placesOf(manager, f)).map((p) => [p.id, p]));
    const problems: FieldProblem[] = [];
    for (const direction of LINE_DIRECTIONS)
      f.itinerary[direction].legs.forEach((leg, i) => {
        const at = `itinerary.${direction}.legs.${i}`;
        for (const [key, id] of [
          ['cityAId', leg.cityAId],
          ['cityBId', leg.cityBId],
        ] as const)
          if (id && (!cities.includes(id) || !known.has(id) || known.get(id)!.cityId !== null))
            problems.push({ field: `${at}.${key}`, message: LineInfoMessage.UnknownCity });
        for (const [key, id, cityId] of [
          ['stationAId', leg.stationAId, leg.cityAId],
          ['stationBId', leg.stationBId, leg.cityBId],
        ] as const) {
          if (!id) continue;
          const station = stations.includes(id) ? known.get(id) : undefined;
          if (!station || station.cityId === null) problems.push({ field: `${at}.${key}`, message: LineInfoMessage.UnknownStation });
          else if (station.cityId !== cityId) problems.push({ field: `${at}.${key}`, message: LineInfoMessage.StationNotInCity });
        }
      });
    return problems;
  }
}

function idsOf(f: LineInfoFields): { cities: string[]; stations: string[] } {
  const legs = LINE_DIRECTIONS.flatMap((d) => f.itinerary[d].legs);
  const uuids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v && isUUID(v)))];
  return { cities: uuids(legs.flatMap((l) => [l.cityAId, l.cityBId])), stations: uuids(legs.flatMap((l) => [l.stationAId, l.stationBId])) };
}

/** The line's tab 5 fields, with the defaults of a line never saved from the tab. */
function fieldsOf(line: Line): LineInfoFields {
  const empty = newLineInfo();
  return {
    info: line.info,
    shortDescription: line.shortDescription,
    specialNotes: line.specialNotes,
    pickUpDropOffPoints: line.pickUpDropOffPoints,
    itinerary: line.itinerary ?? empty.itinerary,
    additionalServices: line.additionalServices ?? empty.additionalServices,
    luggagePolicyType: line.luggagePolicyType,
    luggage: line.luggage ?? empty.luggage,
    arriveBeforeDeparture: line.arriveBeforeDeparture,
    videos: line.videos ?? [],
    blogUrl: line.blogUrl,
    voucherRemark: line.voucherRemark,
    voucherAlert: { title: line.voucherAlertTitle, text: line.voucherAlertText },
    passengerAlert: line.passengerAlert,
  };
}

/** The request as stored: rich text sanitised (a script or an event handler never survives), text trimmed, only known keys kept. */
function normalise(dto: UpdateLineInfoDto): LineInfoFields {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const rich = Object.fromEntries(RICH.map((k) => [k, sanitizeRichText(dto[k]) ?? ''])) as Record<(typeof RICH)[number], string>;
  const direction = (d: UpdateLineInfoDto['itinerary']['aToB']) => ({
    legs: d.legs.map((l) => ({
      cityAId: l.cityAId || null,
      cityBId: l.cityBId || null,
      stationAId: l.shouldIgnoreStations ? null : l.stationAId || null,
      stationBId: l.shouldIgnoreStations ? null : l.stationBId || null,
      shouldIgnoreStations: l.shouldIgnoreStations,
      transportationType: l.transportationType || null,
      duration: { days: l.duration.days, hours: l.duration.hours, minutes: l.duration.minutes },
      comment: t(l.comment),
    })),
    borderCrossing: { slug: t(d.borderCrossing.slug), text: t(d.borderCrossing.text) },
  });
  const c = dto.luggage.customLuggage;
  const bag = (b: typeof c.largeBag) => ({
    amount: b.amount,
    weight: t(b.weight),
    measureUnit: b.measureUnit,
    length: b.length,
    width: b.width,
    height: b.height,
  });
  return {
    ...rich,
    shortDescription: t(dto.shortDescription),
    itinerary: { aToB: direction(dto.itinerary.aToB), bToA: direction(dto.itinerary.bToA) },
    additionalServices: {
      seatType: t(dto.additionalServices.seatType),
      stops: t(dto.additionalServices.stops),
      customServices: dto.additionalServices.customServices.map((s) => ({ serviceType: t(s.serviceType), serviceContent: t(s.serviceContent) })),
    },
    luggagePolicyType: dto.luggagePolicyType,
    luggage: {
      openText: t(dto.luggage.openText),
      customLuggage: {
        passengerOrVehicle: c.passengerOrVehicle,
        selectedLuggages: {
          has_largeBag: c.selectedLuggages.has_largeBag,
          has_handbag: c.selectedLuggages.has_handbag,
          has_skiAndSnowboard: c.selectedLuggages.has_skiAndSnowboard,
          has_totalWeight: c.selectedLuggages.has_totalWeight,
        },
        largeBag: bag(c.largeBag),
        handbag: bag(c.handbag),
        skiAndSnowboard: { amount: c.skiAndSnowboard.amount, weight: t(c.skiAndSnowboard.weight) },
        totalWeight: t(c.totalWeight),
      },
    },
    arriveBeforeDeparture: dto.arriveBeforeDeparture ?? null,
    videos: dto.videos.map((v) => ({ src: t(v.src), start: v.start, end: v.end })),
    blogUrl: t(dto.blogUrl),
    voucherRemark: t(dto.voucherRemark),
    voucherAlert: { title: t(dto.voucherAlert.title), text: t(dto.voucherAlert.text) },
    passengerAlert: t(dto.passengerAlert),
  };
}

/** The tab as change-log fields: texts by name, structures as JSON. */
function snapshot(f: LineInfoFields): Snapshot {
  return {
    info: f.info,
    shortDescription: f.shortDescription,
    specialNotes: f.specialNotes,
    pickUpDropOffPoints: f.pickUpDropOffPoints,
    'itinerary.aToB': canonicalJson(f.itinerary.aToB),
    'itinerary.bToA': canonicalJson(f.itinerary.bToA),
    additionalServices: canonicalJson(f.additionalServices),
    luggagePolicyType: f.luggagePolicyType,
    luggage: canonicalJson(f.luggage),
    arriveBeforeDeparture: f.arriveBeforeDeparture,
    videos: canonicalJson(f.videos),
    blogUrl: f.blogUrl,
    voucherRemark: f.voucherRemark,
    'voucherAlert.title': f.voucherAlert.title,
    'voucherAlert.text': f.voucherAlert.text,
    passengerAlert: f.passengerAlert,
  };
}
