// The geocoder simulator's places: the demo stations' addresses (apps/api/src/seed/geo.seed.ts), a few more places
// of the demo cities, the demo companies' addresses, and areas with an outline. Deterministic: the same query always finds the same places.

const point = (name, lat, lon, type = 'building') => ({ name, lat, lon, type, area: null });

/** A rectangle of about `km` kilometres around the centre, as a closed GeoJSON ring (longitude, latitude). */
function rectangle(lat, lon, km) {
  const dLat = km / 111 / 2;
  const dLon = km / (111 * Math.cos((lat * Math.PI) / 180)) / 2;
  const r = (n) => Math.round(n * 1e6) / 1e6;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [r(lon - dLon), r(lat - dLat)],
        [r(lon + dLon), r(lat - dLat)],
        [r(lon + dLon), r(lat + dLat)],
        [r(lon - dLon), r(lat + dLat)],
        [r(lon - dLon), r(lat - dLat)],
      ],
    ],
  };
}

const area = (name, lat, lon, km) => ({ name, lat, lon, type: 'suburb', area: rectangle(lat, lon, km) });

export const GAZETTEER = [
  // The demo stations, by their seeded addresses.
  point('Mo Chit Bus Terminal, Kamphaeng Phet 2 Rd, Chatuchak, Bangkok 10900, Thailand', 13.8122, 100.5487),
  point('Krung Thep Aphiwat Central Terminal, 1 Thoet Damri Rd, Chatuchak, Bangkok 10800, Thailand', 13.8038, 100.5414),
  point('Chiang Mai Arcade Bus Terminal 2, Kaew Nawarat Rd, Wat Ket, Mueang Chiang Mai 50000, Thailand', 18.8046, 99.0151),
  point('Chiang Mai Railway Station, 27 Charoen Muang Rd, Wat Ket, Mueang Chiang Mai 50000, Thailand', 18.7853, 99.0169),
  point('Rassada Pier, Rassada, Mueang Phuket District, Phuket 83000, Thailand', 7.8595, 98.4052),
  point('Phuket International Airport, 222 Mai Khao, Thalang District, Phuket 83110, Thailand', 8.1132, 98.3169),
  point('Tonsai Pier, Ao Ton Sai, Ko Phi Phi Don, Krabi 81000, Thailand', 7.7386, 98.7709),
  point('Ao Nang Beach Rd, Ao Nang, Mueang Krabi 81180, Thailand', 8.0321, 98.8236),
  point('Donsak Ferry Pier, Raja Ferry Port, Chaiyakhram, Don Sak, Surat Thani 84220, Thailand', 9.3183, 99.7015),
  point('Lipa Noi Pier, Lipa Noi, Ko Samui, Surat Thani 84140, Thailand', 9.4985, 99.9351),
  point('12 Hang Bac, Hoan Kiem, Hanoi, Vietnam', 21.0341, 105.8536),
  point('Giap Bat Bus Station, 6 Giai Phong, Hoang Mai, Hanoi, Vietnam', 20.9806, 105.8413),
  point('Da Nang Central Bus Station, 201 Ton Duc Thang, Lien Chieu, Da Nang, Vietnam', 16.0596, 108.1724),
  point('272 Pham Ngu Lao, District 1, Ho Chi Minh City, Vietnam', 10.7676, 106.6926),
  point('Sisowath Quay Pier, Preah Sisowath Quay, Daun Penh, Phnom Penh, Cambodia', 11.5736, 104.9282),
  point('Chong Kneas Pier, Chong Kneas, Siem Reap, Cambodia', 13.2601, 103.8247),
  point('Tel Aviv Savidor Center, Derech Menachem Begin 132, Tel Aviv-Yafo, Israel', 32.0838, 34.7981),
  point('Ben Gurion Airport, Lod 7015001, Israel', 32.0055, 34.8854),
  point('Jerusalem Yitzhak Navon, Sderot Sheizaf 6, Jerusalem, Israel', 31.7886, 35.203),
  // Other places of the demo cities (new stations in the demo and the tests).
  point('Hua Lamphong Railway Station, 1 Rong Muang Rd, Pathum Wan, Bangkok 10330, Thailand', 13.7393, 100.517),
  point('Ekkamai Bus Terminal, Sukhumvit Rd, Khlong Toei, Bangkok 10110, Thailand', 13.7197, 100.5841),
  point('Chalong Pier, Chalong, Mueang Phuket District, Phuket 83130, Thailand', 7.8211, 98.3409),
  point('Hanoi Railway Station, 120 Le Duan, Hoan Kiem, Hanoi, Vietnam', 21.0245, 105.8412),
  point('Siem Reap Bus Station, National Road 6, Siem Reap, Cambodia', 13.3619, 103.8715),
  // The demo companies' addresses (apps/api/src/seed/companies.seed.ts), as the company view joins them.
  point('99 Rassada Road, Rassada, Mueang Phuket District, Phuket 83000, Thailand', 7.8869, 98.4001),
  point('12 Derech Menachem Begin, Tel Aviv-Yafo 6701101, Israel', 32.0621, 34.7838),
  // Areas (pickup zones).
  area('Khao San Road, Talat Yot, Phra Nakhon, Bangkok 10200, Thailand', 13.7588, 100.4973, 0.6),
  area('Silom, Bang Rak, Bangkok 10500, Thailand', 13.7262, 100.5234, 1.2),
  area('Patong Beach, Kathu District, Phuket 83150, Thailand', 7.8961, 98.2966, 1.5),
  area('Ao Nang Beachfront, Mueang Krabi 81180, Thailand', 8.0318, 98.8229, 1),
  area('Old Quarter, Hoan Kiem, Hanoi, Vietnam', 21.0345, 105.8505, 0.9),
  area('Pub Street, Svay Dangkum, Siem Reap, Cambodia', 13.3546, 103.8555, 0.5),
];
