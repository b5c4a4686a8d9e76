import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesReport } from '@chowk/contracts';
import { TableRegion, useLocale } from '@chowk/ui';
import { useText } from '../../i18n';
import { longDate, rupees, shortDate } from './report-format';

/**
 * The daily sales (bars, rupees) and orders (a line) of the report, as a labelled figure. The
 * drawing is for the eye (hidden from assistive technology, with no keyboard stops of its own);
 * the same numbers are a table right under it, open with one press, for screen readers and
 * keyboards alike.
 */
export function SalesChart({ report }: { report: SalesReport }) {
  const { t } = useText();
  const locale = useLocale();
  const id = useId();
  const captionId = `${id}-caption`;
  const data = report.days.map((d) => ({ ...d, label: shortDate(d.date, locale) }));
  const salesName = t('reports.chart.sales');
  const ordersName = t('reports.chart.orders');
  return (
    <figure aria-labelledby={captionId} className="card" style={{ margin: '16px 0', padding: 16 }}>
      <figcaption id={captionId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {t('reports.chart.caption', { from: longDate(report.from, locale), to: longDate(report.to, locale) })}
      </figcaption>
      <div aria-hidden="true" style={{ width: '100%', height: 260 }} data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 260 }}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e6dfd3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5d6470' }} minTickGap={12} />
            <YAxis
              yAxisId="sales"
              tick={{ fontSize: 12, fill: '#5d6470' }}
              width={64}
              tickFormatter={(v: number) => `₹${v.toLocaleString('en-IN')}`}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: '#5d6470' }}
              width={32}
            />
            <Tooltip
              formatter={(value, name) => (name === salesName ? rupees(Number(value)) : String(value))}
              labelFormatter={(_label, payload) => {
                const date = (payload?.[0]?.payload as { date?: string } | undefined)?.date;
                return date ? longDate(date, locale) : '';
              }}
            />
            <Legend />
            <Bar
              yAxisId="sales"
              dataKey="sales"
              name={salesName}
              fill="#c2410c"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={ordersName}
              stroke="#0f766e"
              strokeWidth={2}
              dot={data.length <= 31}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details style={{ marginTop: 8 }}>
        <summary>{t('reports.chart.showTable')}</summary>
        <TableRegion caption={t('reports.chart.tableCaption')} style={{ marginTop: 8 }}>
          <thead>
            <tr>
              <th scope="col">{t('reports.chart.date')}</th>
              <th scope="col">{salesName}</th>
              <th scope="col">{ordersName}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.date}>
                <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                  {longDate(d.date, locale)}
                </th>
                <td>{rupees(d.sales)}</td>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </details>
    </figure>
  );
}
