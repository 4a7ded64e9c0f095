import type { ReactNode } from "react";

interface ChartFigureProps {
  title: string;
  /** The chart's data as label and value text, read by screen readers in place of the drawing. */
  rows: readonly (readonly [string, string])[];
  children: ReactNode;
}

/** A chart with a visible title and, for assistive technology, the same data as a table. */
export function ChartFigure({ title, rows, children }: ChartFigureProps) {
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div aria-hidden="true">{children}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
