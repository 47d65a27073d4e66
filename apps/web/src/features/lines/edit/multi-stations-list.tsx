import type { LineDetail } from './line-edit.api';

type Stop = LineDetail['multiStations']['aToB'][number];

/** One direction's stops, read-only (they are edited in Schedules): primary marker, station, city, offset, boarding, drop-off. */
export function MultiStationsList({ title, stops }: { title: string; stops: Stop[] }) {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="pb-1 text-left font-semibold text-slate-900">{title}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-1">
              Station
            </th>
            <th scope="col" className="px-2 py-1">
              City
            </th>
            <th scope="col" className="px-2 py-1">
              Offset (min)
            </th>
            <th scope="col" className="px-2 py-1">
              Boarding
            </th>
            <th scope="col" className="px-2 py-1">
              Drop-off
            </th>
          </tr>
        </thead>
        <tbody>
          {stops.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-2 py-1 text-slate-700">
                No stops yet.
              </td>
            </tr>
          ) : (
            stops.map((s) => (
              <tr key={s.id} className="border-t border-slate-200">
                <td className="px-2 py-1">
                  {s.station.name}
                  {s.isPrimary && <span className="ml-2 rounded bg-sky-100 px-1 text-xs text-sky-900">Primary</span>}
                  {s.station.address && <span className="block text-xs text-slate-600">{s.station.address}</span>}
                </td>
                <td className="px-2 py-1">{s.station.city.name}</td>
                <td className="px-2 py-1">{s.timeOffsetMinutes}</td>
                <td className="px-2 py-1">{s.isBoarding ? 'Yes' : 'No'}</td>
                <td className="px-2 py-1">{s.isDropoff ? 'Yes' : 'No'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
