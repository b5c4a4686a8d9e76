import { useCallback, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
// eslint-disable-next-line no-restricted-imports -- a file download: a mutation would keep its Blob in the store
import { downloadOrdersExport } from '@chowk/api-client';
import {
  type ExportFormat,
  exportFileName,
  indiaIsoDate,
  isIsoDate,
  planById,
  planIncludes,
  presetRange,
  REPORT_MESSAGES,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPreset,
  reportRangeErrors,
  type SalesReport,
  statusLabel,
} from '@chowk/contracts';
import { Button, EmptyState, ErrorBox, Spinner, StatCard, TableRegion, useLocale, useMessage } from '@chowk/ui';
import type { QueryError } from '@chowk/store/query';
import { useText } from '../../i18n';
import { useSalesReportQuery } from '../../store/orders.api';
import { useShopSession } from '../auth/shop-session';
import { registerPath } from '../frame/register-prompt';
import { choicesText, longDate, rupees } from './report-format';
import { SalesChart } from './sales-chart';
import { saveFile } from './save-file';

/** Where the plan dialog opens (the dashboard's `show-subscription-plan`). */
export const CHOOSE_PLAN_PATH = '/shop/dashboard?show-subscription-plan=true';
/** With no dates in the URL: the last seven days. */
const DEFAULT_PRESET: ReportPreset = 'last7';

/** A page's lock: what the Starter plan gives, and the way to the plan dialog (`feature`: the page's words, translated). */
export function StarterLocked({ feature, children }: { feature: string; children?: React.ReactNode }) {
  const { t } = useText();
  const tm = useMessage();
  const starter = planById('starter');
  return (
    <section className="card" aria-labelledby="locked-title" style={{ margin: '16px 0', borderColor: 'var(--c-primary)' }}>
      <h2 id="locked-title" style={{ marginTop: 0 }}>
        {t('reports.locked.title', { feature })}
      </h2>
      {children}
      <p>{t('reports.locked.gives', { monthly: starter?.price.monthly, yearly: starter?.price.yearly })}</p>
      <ul>
        {starter?.features.map((f) => (
          <li key={f.tag}>{tm(f.tag)}</li>
        ))}
      </ul>
      <Link className="btn btn-primary" to={CHOOSE_PLAN_PATH}>
        {t('reports.locked.choosePlan')}
      </Link>
    </section>
  );
}

/** The trial's answer to a paid page: register first (a trial stays on this device; `feature`: the page's words, translated). */
export function RegisterFirst({ feature, from }: { feature: string; from: string }) {
  const { t } = useText();
  return (
    <section className="card" aria-labelledby="register-title" style={{ margin: '16px 0', borderColor: 'var(--c-primary)' }}>
      <h2 id="register-title" style={{ marginTop: 0 }}>
        {t('reports.registerFirst.title')}
      </h2>
      <p>{t('reports.registerFirst.text', { feature })}</p>
      <Link className="btn btn-primary" to={registerPath(from)}>
        {t('reports.registerFirst.title')}
      </Link>
    </section>
  );
}

/**
 * /shop/reports (the Starter plan): a date range (presets or From/To, kept in
 * the URL), the range's figures, a chart of daily sales and orders with the same numbers as a
 * table, the top items, and the range's orders as CSV or Excel. A trial is asked to register;
 * a shop without the plan sees what Starter gives and the way to the plan dialog.
 */
export default function ReportsPage() {
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const { mode, shop } = useShopSession();
  const [today] = useState(() => indiaIsoDate(new Date()));
  const [params, setParams] = useSearchParams();
  const urlFrom = params.get('from');
  const urlTo = params.get('to');
  const range = urlFrom || urlTo ? { from: urlFrom ?? '', to: urlTo ?? '' } : presetRange(DEFAULT_PRESET, today);
  const errors = reportRangeErrors(range, today);
  const valid = !errors.from && !errors.to;
  const allowed = mode === 'api' && planIncludes(shop?.plan, 'sales_reports');
  const report = useSalesReportQuery(allowed && shop && valid ? { shopId: shop._id, ...range } : skipToken);
  const view = {
    report: report.currentData ?? null,
    loading: !report.isUninitialized && !report.currentData && !report.isError,
    // Why the report failed: the server's message when it gave one (in the language asked for), else the client's.
    error:
      report.isError && !report.currentData
        ? (report.error as QueryError | undefined)?.serverMessage ||
          tm((report.error as QueryError | undefined)?.message ?? '') ||
          t('reports.failed')
        : null,
    retry: () => void report.refetch(),
  };

  // The date boxes as typed; the URL follows when both make a range (a preset moves the boxes).
  const [typed, setTyped] = useState(range);
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setTyped(range);
  }
  const setRange = useCallback(
    (next: { from: string; to: string }) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('from', next.from);
          p.set('to', next.to);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const typedErrors = reportRangeErrors(typed, today);
  const type = (field: 'from' | 'to', value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const e = reportRangeErrors(next, today);
    if (!e.from && !e.to) setRange(next);
  };
  const fieldError = (field: 'from' | 'to') =>
    typed[field] === '' || !isIsoDate(typed[field]) ? undefined : (typedErrors[field] ?? (valid ? undefined : errors[field]));

  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    if (!shop || exporting) return;
    setExporting(format);
    try {
      const file = await downloadOrdersExport(shop._id, { format, ...range }, exportFileName(shop.code, range, format));
      saveFile(file.blob, file.filename);
    } catch {
      // The api-client has said why (a toast with the server's message).
    } finally {
      setExporting(null);
    }
  };

  const heading = (
    <div className="toolbar">
      <h1 id="reports-title" style={{ margin: 0 }}>
        {t('reports.title')}
      </h1>
    </div>
  );

  if (mode === 'trial') {
    return (
      <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="reports-title">
        {heading}
        <RegisterFirst feature={t('reports.feature')} from="/shop/reports" />
      </section>
    );
  }
  if (!shop) return <Spinner label={t('reports.loadingShop')} />;
  if (!allowed) {
    return (
      <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="reports-title">
        {heading}
        <StarterLocked feature={t('reports.feature')}>
          <p>{t('reports.lockedWhat')}</p>
        </StarterLocked>
      </section>
    );
  }

  const preset = REPORT_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });

  let body: React.ReactNode;
  if (!valid) body = null;
  else if (view.loading) body = <Spinner label={t('reports.loading')} />;
  else if (view.error) body = <ErrorBox onRetry={view.retry}>{view.error}</ErrorBox>;
  else if (view.report && view.report.totals.orders === 0)
    body = (
      <EmptyState title={tm(REPORT_MESSAGES.noOrders)}>
        <p>{t('reports.noOrdersHint')}</p>
      </EmptyState>
    );
  else if (view.report) body = <ReportBody report={view.report} exporting={exporting} onDownload={(f) => void download(f)} />;

  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="reports-title">
      {heading}
      <div className="card" style={{ margin: '16px 0', padding: 16 }} role="group" aria-labelledby="range-title">
        <h2 id="range-title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
          {t('reports.dates')}
        </h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {REPORT_PRESETS.map((p) => (
            <Button
              key={p}
              variant={preset === p ? 'primary' : 'secondary'}
              aria-pressed={preset === p}
              onClick={() => setRange(presetRange(p, today))}
            >
              {tm(REPORT_PRESET_LABELS[p])}
            </Button>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 12 }}>
          {(['from', 'to'] as const).map((field) => {
            const error = fieldError(field);
            return (
              <div className="field" style={{ margin: 0 }} key={field}>
                <label htmlFor={`report-${field}`}>{field === 'from' ? t('reports.from') : t('reports.to')}</label>
                <input
                  id={`report-${field}`}
                  type="date"
                  max={today}
                  value={typed[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `report-${field}-error` : undefined}
                  onChange={(e) => type(field, e.target.value)}
                />
                {error && (
                  <p className="field-error" id={`report-${field}-error`} role="alert">
                    {tm(error)}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {!valid && !fieldError('from') && !fieldError('to') && (
          <p className="field-error" role="alert">
            {tm(errors.from ?? errors.to ?? '')}
          </p>
        )}
      </div>
      <p className="sr-only" role="status">
        {valid && view.report
          ? t('reports.reportOf', { from: longDate(range.from, locale), to: longDate(range.to, locale) })
          : ''}
      </p>
      {body}
    </section>
  );
}

function ReportBody({
  report,
  exporting,
  onDownload,
}: {
  report: SalesReport;
  exporting: ExportFormat | null;
  onDownload: (format: ExportFormat) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const { totals } = report;
  return (
    <>
      <h2 className="sr-only">{t('reports.summary.title')}</h2>
      <div className="stat-grid">
        <StatCard label={t('reports.summary.sales')} value={rupees(totals.sales)} hint={t('reports.summary.salesHint')} />
        <StatCard label={t('reports.summary.orders')} value={totals.orders} />
        <StatCard label={t('reports.summary.completed')} value={totals.completed} />
        <StatCard label={t('reports.summary.cancelled')} value={totals.cancelled} />
        <StatCard
          label={t('reports.summary.average')}
          value={rupees(totals.average_order_value)}
          hint={t('reports.summary.averageHint')}
        />
        {/* docs/product.md "UPI payments and bills": by payment, cancelled orders aside. */}
        <StatCard label={t('reports.summary.paid')} value={rupees(totals.paid ?? 0)} hint={t('reports.summary.paidHint')} />
        <StatCard label={t('reports.summary.unpaid')} value={rupees(totals.unpaid ?? 0)} hint={t('reports.summary.unpaidHint')} />
        <StatCard label={t('reports.summary.refunded')} value={rupees(totals.refunded ?? 0)} />
      </div>

      <SalesChart report={report} />

      <section aria-labelledby="top-items-title" style={{ margin: '16px 0' }}>
        <h2 id="top-items-title">{t('reports.top.title')}</h2>
        {report.top_items.length === 0 ? (
          <p className="stat-hint">{t('reports.top.onlyCancelled')}</p>
        ) : (
          <TableRegion caption={t('reports.top.caption')}>
            <thead>
              <tr>
                <th scope="col">{t('reports.top.item')}</th>
                <th scope="col">{t('reports.top.quantity')}</th>
                <th scope="col">{t('reports.top.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {report.top_items.map((item) => (
                <tr key={item.name}>
                  <td>
                    {item.name}
                    {(item.choices ?? []).length > 0 && (
                      <span className="stat-hint" style={{ display: 'block' }}>
                        {choicesText(item.choices)}
                      </span>
                    )}
                  </td>
                  <td>{item.quantity}</td>
                  <td>{rupees(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        <p className="stat-hint">
          {Object.entries(report.statuses)
            .filter(([, n]) => n > 0)
            .map(([status, n]) => `${tm(statusLabel(status))}: ${n}`)
            .join(' · ')}
        </p>
      </section>

      <section aria-labelledby="download-title" style={{ margin: '16px 0' }}>
        <h2 id="download-title">{t('reports.download.title')}</h2>
        <p className="stat-hint">{t('reports.download.hint')}</p>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              busy={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => onDownload(format)}
            >
              {exporting === format
                ? t('reports.download.preparing')
                : format === 'csv'
                  ? t('reports.download.csv')
                  : t('reports.download.xlsx')}
            </Button>
          ))}
        </div>
        <p className="sr-only" role="status">
          {exporting ? t('reports.download.preparingFile') : ''}
        </p>
      </section>
    </>
  );
}
