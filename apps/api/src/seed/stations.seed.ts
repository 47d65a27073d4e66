import type { AreaPolygon, StationLocationType } from '@farebox/domain';
import { Station } from '@farebox/geo';
import { DEMO_CITY_IDS, DEMO_STATION_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

type StationKey = keyof typeof DEMO_STATION_IDS;

/** The location type of each demo station (the geo step writes it with the station). */
export const DEMO_STATION_TYPES: Record<StationKey, StationLocationType> = {
  bangkokMoChit: 'bus_station',
  bangkokKrungThepAphiwat: 'train_station',
  chiangMaiArcade: 'bus_station',
  chiangMaiRailway: 'train_station',
  phuketRassadaPier: 'pier',
  phuketAirport: 'airport',
  kohPhiPhiTonsaiPier: 'pier',
  krabiAoNang: 'pickup_point',
  donsakPier: 'pier',
  kohSamuiLipaNoiPier: 'pier',
  hanoiOldQuarter: 'office',
  hanoiGiapBat: 'bus_station',
  daNangCentral: 'bus_station',
  hoChiMinhPhamNguLao: 'office',
  phnomPenhSisowathPier: 'pier',
  siemReapChongKneasPier: 'pier',
  telAvivSavidor: 'train_station',
  benGurionAirport: 'airport',
  jerusalemNavon: 'train_station',
};

/** Fixed ids of the demo area stations, in the order below. */
export const demoAreaStationId = (n: number) => demoId('d3a', n);

/** A closed rectangle ring around a centre (the geocoder simulator outlines the same areas the same way). */
function rectangle(lat: number, lng: number, km: number): AreaPolygon {
  const dLat = km / 111 / 2;
  const dLng = km / (111 * Math.cos((lat * Math.PI) / 180)) / 2;
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  const [west, east, south, north] = [r(lng - dLng), r(lng + dLng), r(lat - dLat), r(lat + dLat)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

const AREA_STATIONS = [
  {
    city: 'bangkok',
    name: 'Khao San Road Pickup Area',
    slug: 'bangkok-khao-san-road-pickup-area',
    areaName: 'Khao San Road, Talat Yot, Phra Nakhon, Bangkok 10200, Thailand',
    polygon: rectangle(13.7588, 100.4973, 0.6),
    about: '<p>Minivans collect travellers from the hotels and hostels around Khao San Road.</p>',
  },
  {
    city: 'phuket',
    name: 'Patong Hotel Pickup',
    slug: 'phuket-patong-hotel-pickup',
    areaName: 'Patong Beach, Kathu District, Phuket 83150, Thailand',
    polygon: rectangle(7.8961, 98.2966, 1.5),
    about: '<p>Hotel pickup anywhere in Patong, 60 to 90 minutes before departure.</p>',
  },
] as const satisfies readonly { city: keyof typeof DEMO_CITY_IDS; [k: string]: unknown }[];

/** Area stations (pickup zones drawn on the map); the point stations come with the geo step. */
export const stationsSeed: SeedStep = {
  name: 'stations',
  entities: [Station],
  async run({ manager }) {
    const values = AREA_STATIONS.map((s, i) => ({
      id: demoAreaStationId(i + 1),
      cityId: DEMO_CITY_IDS[s.city],
      name: s.name,
      slug: s.slug,
      locationType: 'pickup_point' as const,
      type: 'area' as const,
      areaName: s.areaName,
      areaPolygon: s.polygon,
      aboutStation: s.about,
    }));
    const result = await manager.createQueryBuilder().insert().into(Station).values(values).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
