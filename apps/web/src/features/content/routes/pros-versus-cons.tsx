import type { ProConDto } from './route.types';

/** One transportation's pros beside its cons, row by row, as a table captioned with the transport type. */
export function ProsVersusCons({ title, pros, cons }: { title: string; pros: readonly ProConDto[]; cons: readonly ProConDto[] }) {
  const rows = Array.from({ length: Math.max(pros.length, cons.length) }, (_, i) => ({ pro: pros[i], con: cons[i] }));
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table className="min-w-full table-fixed divide-y divide-slate-200 text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">{title}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="w-1/2 px-3 py-2 text-left font-semibold text-emerald-900">
              Pros
            </th>
            <th scope="col" className="w-1/2 px-3 py-2 text-left font-semibold text-red-900">
              Cons
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="px-3 py-4 text-center text-slate-700">
                No pros or cons listed.
              </td>
            </tr>
          ) : (
            rows.map(({ pro, con }, i) => (
              <tr key={i}>
                <td className="px-3 py-2 align-top text-slate-900">{pro?.text}</td>
                <td className="px-3 py-2 align-top text-slate-900">{con?.text}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
