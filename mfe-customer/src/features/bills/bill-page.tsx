import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  BILL_KEY_PATTERN,
  BILL_MESSAGES,
  BILL_TITLES,
  type BillPaper,
  billPath,
  billShareText,
  type BillView,
  whatsappShareLink,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, EmptyState, ErrorBox, Spinner, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { useGetBillQuery } from '../../store/payments.api';
import { useDocumentTitle } from '../storefront/hooks/use-document-title';
import { paperOf, useBillPrint } from './bill-print';
import { BillDocument } from './bill-view';

/** The bill's address to share: the page itself, without the paper it was last printed on. */
export const billUrl = (key: string): string => `${window.location.origin}${billPath(key)}`;

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'unissued'; message: string }
  | { kind: 'failed' }
  | { kind: 'ready'; bill: BillView };

/**
 * /customer/bill/{key} (docs/product.md "UPI payments and bills"): an order's bill, to anyone given
 * its address (the customer's device, the shop, whoever they share it with). It prints alone on
 * A4 or on a 58/80 mm roll (`?paper=` picks the layout, and the print buttons set it), and is
 * shared to WhatsApp or copied as a link.
 */
export default function BillPage() {
  const { key = '' } = useParams();
  // A new key is a new page: nothing of the last bill carries over.
  return <Bill key={key} billKey={key} />;
}

function Bill({ billKey }: { billKey: string }) {
  const wellFormed = BILL_KEY_PATTERN.test(billKey);
  const { currentData, isError, error, refetch } = useGetBillQuery(billKey, { skip: !wellFormed });
  const [params, setParams] = useSearchParams();
  const paper = paperOf(params.get('paper'));
  const billRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const { t } = useText();
  const tm = useMessage();

  const failure = isError ? (error as QueryError) : undefined;
  const view: View = !wellFormed
    ? { kind: 'notFound' }
    : currentData
      ? { kind: 'ready', bill: currentData }
      : failure
        ? failure.status === 404 || failure.status === 400
          ? { kind: 'notFound' }
          : failure.status === 409
            ? { kind: 'unissued', message: failure.message || BILL_MESSAGES.cancelledUnissued }
            : { kind: 'failed' }
        : { kind: 'loading' };
  const bill = view.kind === 'ready' ? view.bill : null;

  useDocumentTitle(
    bill
      ? `${tm(BILL_TITLES[bill.kind] ?? bill.title)} ${bill.number} · ${bill.shop.name}`
      : view.kind === 'notFound'
        ? tm(BILL_MESSAGES.notFound)
        : view.kind === 'unissued'
          ? tm(view.message)
          : t('bill.yourBill'),
  );
  useBillPrint(paper, billRef, bill);

  // Another paper opens the print dialog once it is laid out and its page written (useBillPrint's
  // layout effects run before this effect); the paper on screen prints at once.
  const pendingPrint = useRef<BillPaper | null>(null);
  useEffect(() => {
    if (pendingPrint.current !== paper) return;
    pendingPrint.current = null;
    window.print();
  }, [paper]);

  const print = (choice: BillPaper) => {
    if (choice === paper) return window.print();
    pendingPrint.current = choice;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('paper', choice);
        return next;
      },
      { replace: true },
    );
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed'); // No clipboard here: the link is shown to copy by hand.
    }
  };

  if (view.kind === 'loading') return <Spinner label={t('bill.loading')} />;
  if (view.kind === 'notFound' || view.kind === 'unissued') {
    const title = tm(view.kind === 'notFound' ? BILL_MESSAGES.notFound : view.message);
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <EmptyState title={title}>
          <h1 className="sr-only">{title}</h1>
          <Link className="btn btn-primary" to="/">
            {t('common.goHome')}
          </Link>
        </EmptyState>
      </main>
    );
  }
  if (view.kind === 'failed') {
    return (
      <main className="container" style={{ padding: '32px 16px' }}>
        <h1>{t('bill.yourBill')}</h1>
        <ErrorBox onRetry={() => void refetch()}>{tm(BILL_MESSAGES.failed)}</ErrorBox>
      </main>
    );
  }

  const { bill: shown } = view;
  const url = billUrl(shown.key);
  const slip = paper !== 'a4';
  return (
    <main className="container" style={{ padding: '16px 16px 32px', maxWidth: 840 }}>
      <div role="group" aria-label={t('bill.actions')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Button onClick={() => print('a4')}>{tm(BILL_MESSAGES.printA4)}</Button>
        <Button variant="secondary" onClick={() => print('58mm')}>
          {tm(BILL_MESSAGES.printSlip('58mm'))}
        </Button>
        <Button variant="secondary" onClick={() => print('80mm')}>
          {tm(BILL_MESSAGES.printSlip('80mm'))}
        </Button>
        <a
          className="btn btn-secondary"
          href={whatsappShareLink(billShareText(shown, url))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {tm(BILL_MESSAGES.share)}
        </a>
        <Button variant="secondary" onClick={() => void copyLink(url)}>
          {tm(BILL_MESSAGES.copyLink)}
        </Button>
      </div>
      <p role="status" style={{ margin: '0 0 12px', overflowWrap: 'anywhere' }}>
        {copied === 'copied' ? tm(BILL_MESSAGES.linkCopied) : copied === 'failed' ? url : ''}
      </p>

      {/* On screen: the bill on its paper (a slip at the roll's width, centred); in print: the bill alone. */}
      <div
        className="card"
        style={{
          background: '#fff',
          overflowX: 'auto',
          ...(slip ? { width: 'fit-content', maxWidth: '100%', margin: '0 auto' } : {}),
        }}
      >
        <BillDocument ref={billRef} bill={shown} paper={paper} />
      </div>
    </main>
  );
}
