import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  chargesTax,
  CUSTOMER_EMPTY,
  CUSTOMER_FAILURE,
  CUSTOMER_LIMITS,
  CUSTOMER_SUCCESS,
  type ContactType,
  DEFAULT_DELIVERY_TYPE,
  DEFAULT_PAYMENT_METHOD,
  DELIVERY_OPTIONS,
  DELIVERY_TERMS_TEXT,
  DELIVERY_TYPES,
  type DeliveryType,
  deliveryFee,
  deliveryProblem,
  deliveryTermsLines,
  displayContact,
  distanceKm,
  formatRupees,
  type GeoPoint,
  optionsSummary,
  orderTotals,
  PAYMENT_METHOD_TEXT,
  PAYMENT_METHODS,
  type PaymentMethod,
  TAX_RATE_PERCENT,
  takesUpi,
  type VerifiedContact,
  VERIFY_NOTICE,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, Dialog, ErrorBox, TextArea, TextField, toast, useLanguage, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../../i18n';
import { lineProblem } from '../../../store/cart-pricing';
import { cartCleared, lineKey, lineRemoved, selectCart } from '../../../store/customer.slice';
import { CustomerAccountDialog, type AccountMode } from '../../account/customer-account-dialog';
import { endCustomerSession, useCustomerSession } from '../../account/customer-session';
import { useDocumentTitle } from '../hooks/use-document-title';
import { type DeliveryLocation, useDeliveryLocation } from '../hooks/use-delivery-location';
import { usePlaceOrder } from '../hooks/use-place-order';
import { loadUpiPanel } from '../../payments/order-payment';
import { loadConfirmationPage, preload } from '../lazy-pages';
import { CARD_FORMAT, type CardForm, cardErrors, EMPTY_CARD, formatCardNumber, formatExpiry } from '../utils/card';
import { orderPayload } from '../utils/order-payload';
import { rememberPlacedOrder } from '../utils/placed-orders';
import { orderingBlockedReason, shopPaths, shopTerms } from '../utils/shop-info';
import { clearVerifiedContact, readVerifiedContact, saveVerifiedContact } from '../utils/verified-contact';
import { SLOT, withSlot } from '../../shared-ui/slot';
import { deliveryNudge, lineLabel, lineName, TotalRow } from './cart-page';
import { useLoadedShop } from './shop-loader';
import { VerifyContactDialog } from './verify-contact-dialog';

type OrderContact = Pick<VerifiedContact, 'type' | 'identifier'>;

/** Kilometres between the shop's pin and the customer's. */
const kmBetween = (a: GeoPoint, b: GeoPoint): number =>
  distanceKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });

/** A titled block of the checkout. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id} style={{ marginBottom: 12 }}>
      <h2 id={id} style={{ fontSize: '1.1rem' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const radioRow = { display: 'flex', gap: 10, alignItems: 'flex-start', minHeight: 44, padding: '6px 0' } as const;

/**
 * /customer/shop/{code}/checkout (docs/product.md §2 Checkout, §4, §5): delivery options under the
 * shop's delivery terms, the customer's details, payment method (UPI when the shop has a UPI ID:
 * paid on the confirmation, after placing) and the order summary (no tax for a composition shop); Place
 * Order asks for a verified email or mobile first (a verification dialog), then places the order
 * once, whatever the retries. It waits while a line no longer matches the menu (each says why and
 * can be removed), and, for a delivery, while the order is under the shop's minimum or the
 * customer's location is unknown or out of the shop's range (each offers pickup).
 */
export default function CheckoutPage() {
  const { shop, products } = useLoadedShop();
  const { lines } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const now = useNow();
  const session = useCustomerSession();
  const { t } = useText();
  const tm = useMessage();
  const language = useLanguage();
  const paths = shopPaths(shop.code);
  const { place, busy, error } = usePlaceOrder(shop.code);
  useDocumentTitle(`${t('checkout.title')} · ${shop.name}`);
  /** The half second between a completed verification and the order (docs/product.md §2): already 'Placing Order...'. */
  const [scheduled, setScheduled] = useState(false);

  const [delivery, setDelivery] = useState<DeliveryType>(DEFAULT_DELIVERY_TYPE);
  const [payment, setPayment] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [cardMessages, setCardMessages] = useState<Partial<Record<keyof CardForm, string>>>({});
  const [stored, setStored] = useState(() => readVerifiedContact());
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [verifyReason, setVerifyReason] = useState<string | null>(null);
  const [accountDialog, setAccountDialog] = useState<AccountMode | null>(null);
  const [accountOpen, setAccountOpen] = useState(false);
  const submitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cardRefs = useRef<Partial<Record<keyof CardForm, HTMLInputElement | null>>>({});
  const blockedId = useId();
  const deliveryNoteId = useId();
  const deliveryProblemId = useId();
  const flagId = useId();
  const pickupRadio = useRef<HTMLInputElement>(null);
  const { location, check: checkLocation } = useDeliveryLocation();

  useEffect(() => () => clearTimeout(submitTimer.current ?? undefined), []);
  useEffect(() => preload(loadConfirmationPage), []);

  // A signed-in customer's own email or mobile counts as verified (docs/product.md §6); a contact this
  // device verified comes first (it is the one the customer chose at checkout).
  const accountContact: OrderContact | null = session?.email
    ? { type: 'email', identifier: session.email }
    : session?.mobile
      ? { type: 'mobile', identifier: session.mobile }
      : null;
  const contact: OrderContact | null = stored ?? accountContact;
  const verified = contact !== null;

  const deliveryType: DeliveryType = shop.delivers ? delivery : 'pickup';
  // UPI only to a shop with a UPI ID (paid after placing, on the confirmation); a choice of UPI
  // the shop no longer takes (its UPI ID removed meanwhile) falls back to the default.
  const upi = takesUpi(shop.billing);
  const methods = PAYMENT_METHODS.filter((method) => method !== 'qr' || upi);
  const paymentMethod: PaymentMethod = methods.includes(payment) ? payment : DEFAULT_PAYMENT_METHOD;
  const terms = shopTerms(shop);
  // A composition-scheme shop charges no tax (and shows no tax line).
  const gstScheme = shop.billing?.gst_scheme;
  const totals = orderTotals(lines, deliveryType, terms, gstScheme);
  const blocked = orderingBlockedReason(shop, now);
  const empty = lines.length === 0;

  // Each line against the menu the storefront holds: gone, sold out, or its choices no longer valid.
  const byId = useMemo(() => new Map(products.map((p) => [p._id, p])), [products]);
  const flags = lines.map((l) => lineProblem(l, byId.get(l.productId)));
  const flagged = flags.some(Boolean);

  // The shop's distance limit (a pin and a km) asks where a delivery goes; pickup never does.
  const limitsDistance = deliveryType === 'delivery' && terms.maxDistanceKm !== null && shop.location !== null;
  const customerAt = limitsDistance && location.step === 'located' ? location.point : undefined;
  const km = customerAt && shop.location ? kmBetween(shop.location, customerAt) : undefined;
  const problem = deliveryProblem(terms, {
    delivery: deliveryType,
    subtotal: totals.subtotal,
    ...(km !== undefined ? { distanceKm: km } : {}),
    shopHasLocation: shop.location !== null,
  });
  const nudge = deliveryType === 'delivery' && !problem ? deliveryNudge(terms, totals.subtotal) : null;
  const describedBy =
    [blocked && blockedId, problem && deliveryProblemId, ...flags.map((f, i) => f && `${flagId}-${i}`)]
      .filter(Boolean)
      .join(' ') || undefined;
  const choosePickup = () => {
    setDelivery('pickup');
    pickupRadio.current?.focus();
  };

  const submit = async (to: OrderContact, afterSignInEnded = false): Promise<void> => {
    const result = await place(
      orderPayload({
        shopId: shop._id,
        lines,
        contact: to,
        name,
        notes,
        delivery: deliveryType,
        payment: paymentMethod,
        ...(customerAt ? { location: customerAt } : {}),
      }),
    );
    if (result.kind === 'placed') {
      dispatch(cartCleared());
      rememberPlacedOrder(result.order._id);
      toast.success(tm(CUSTOMER_SUCCESS.orderPlaced));
      navigate(paths.confirmation, { replace: true, state: { order: result.order } });
    } else if (result.kind === 'signInEnded') {
      // The API client has dropped the expired sign-in. A contact this device verified still
      // lets the same order through (same key); without one, verification it is.
      const own = readVerifiedContact();
      if (own && !afterSignInEnded) return submit(own, true);
      setVerifyReason(t('checkout.signInEnded'));
      setVerifyOpen(true);
    } else if (result.kind === 'notVerified') {
      clearVerifiedContact();
      setStored(null);
      setVerifyReason(result.message);
      setVerifyOpen(true);
    }
    // A refusal because the menu changed under the cart (400, 409) reads the shop again by
    // itself (the order mutation's tags); the page and its form stay.
  };

  const placeOrderClicked = () => {
    if (empty || blocked || flagged || problem || busy || scheduled) return;
    if (paymentMethod === 'card') {
      const errors = cardErrors(card);
      setCardMessages(errors);
      const first = (['number', 'expiry', 'cvc', 'name'] as const).find((f) => errors[f]);
      if (first) {
        cardRefs.current[first]?.focus();
        return;
      }
    }
    if (!contact) {
      setVerifyReason(null);
      setVerifyOpen(true);
      return;
    }
    void submit(contact);
  };

  const verifiedNow = (c: VerifiedContact) => {
    const saved = saveVerifiedContact(c);
    setStored(saved);
    setVerifyOpen(false);
    // docs/product.md §2: the order goes about 500 ms after the verification completes.
    setScheduled(true);
    submitTimer.current = setTimeout(() => {
      setScheduled(false);
      void submit(saved);
    }, CUSTOMER_LIMITS.verifiedSubmitDelayMs);
  };

  /** A card message in the page's language: this remote's format messages, else a contracts text. */
  const cardFormat: Record<string, string> = {
    [CARD_FORMAT.number]: t('card.number'),
    [CARD_FORMAT.expiry]: t('card.expiry'),
    [CARD_FORMAT.expired]: t('card.expired'),
    [CARD_FORMAT.cvc]: t('card.cvc'),
  };
  const cardMessage = (message: string | undefined) => message && (cardFormat[message] ?? tm(message));

  const cardField = (field: keyof CardForm, label: string, props: Record<string, unknown>, format?: (v: string) => string) => (
    <TextField
      ref={(el) => {
        cardRefs.current[field] = el;
      }}
      label={label}
      required
      value={card[field]}
      error={cardMessage(cardMessages[field])}
      onChange={(e) => {
        const value = format ? format(e.target.value) : e.target.value;
        setCard((c) => ({ ...c, [field]: value }));
        if (cardMessages[field]) setCardMessages((m) => ({ ...m, [field]: undefined }));
      }}
      {...props}
    />
  );

  return (
    <main className="container" style={{ padding: '12px 16px 32px', maxWidth: 720 }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Link to={paths.cart} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
          <span aria-hidden="true">←</span> {t('checkout.backToCart')}
        </Link>
        <div style={{ display: 'flex', gap: 8 }}>
          {verified ? (
            <Button variant="secondary" onClick={() => setAccountOpen(true)}>
              {t('checkout.account')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setAccountDialog('login')}>
                {t('common.login')}
              </Button>
              <Button variant="secondary" onClick={() => setAccountDialog('register')}>
                {t('common.register')}
              </Button>
            </>
          )}
        </div>
      </header>
      <h1>{t('checkout.title')}</h1>
      <p style={{ marginTop: -4, color: 'var(--c-muted)' }}>{shop.name}</p>

      <Block title={t('checkout.deliveryOptions')}>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="sr-only">{t('checkout.howYouGet')}</legend>
          {DELIVERY_TYPES.map((type) => {
            const fee = deliveryFee(terms, type, totals.subtotal);
            const disabled = type === 'delivery' && !shop.delivers;
            return (
              <label key={type} style={{ ...radioRow, opacity: disabled ? 0.6 : 1 }}>
                <input
                  ref={type === 'pickup' ? pickupRadio : undefined}
                  type="radio"
                  name="delivery-type"
                  value={type}
                  checked={deliveryType === type}
                  disabled={disabled || busy}
                  aria-describedby={disabled ? deliveryNoteId : undefined}
                  onChange={() => setDelivery(type)}
                  style={{ marginTop: 4 }}
                />
                <span>
                  <strong>{tm(DELIVERY_OPTIONS[type].label)}</strong>
                  <br />
                  <span style={{ color: 'var(--c-muted)' }}>
                    {fee > 0 ? formatRupees(fee) : t('common.free')} · {tm(DELIVERY_OPTIONS[type].eta)}
                  </span>
                </span>
              </label>
            );
          })}
          {!shop.delivers && (
            <p id={deliveryNoteId} className="field-hint">
              {t('cart.pickupOnly')}
            </p>
          )}
        </fieldset>
        {shop.delivers && (
          <p className="field-hint" style={{ margin: '4px 0 0' }}>
            {deliveryTermsLines(terms, shop.location !== null)
              .map(tm)
              .join(' · ')}
          </p>
        )}
        {limitsDistance && (
          <LocationCheck location={location} km={km} inRange={km !== undefined && !problem} onCheck={checkLocation} />
        )}
        {nudge && (
          <p className="field-hint" style={{ margin: '8px 0 0' }}>
            {tm(nudge)}
          </p>
        )}
        {problem && (
          <div id={deliveryProblemId} className="card" role="note" style={{ marginTop: 10, background: 'var(--c-primary-soft)' }}>
            <p style={{ margin: 0 }}>{tm(problem.message)}</p>
            {problem.kind === 'minimum' && (
              <p style={{ margin: '4px 0 0' }}>{tm(DELIVERY_TERMS_TEXT.addForMinimum(problem.shortByPaise))}</p>
            )}
          </div>
        )}
        {problem && (
          <Button variant="secondary" onClick={choosePickup} disabled={busy} style={{ marginTop: 8 }}>
            {t('checkout.choosePickup')}
          </Button>
        )}
      </Block>

      <Block title={t('checkout.customerDetails')}>
        <TextField
          label={t('checkout.name')}
          autoComplete="name"
          maxLength={CUSTOMER_LIMITS.customerNameMax}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextArea
          label={t('checkout.notes')}
          maxLength={CUSTOMER_LIMITS.notesMax}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          style={{ minHeight: 80 }}
        />
        {contact ? (
          <div className="card" style={{ background: 'var(--c-success-soft)', borderColor: '#86efac' }}>
            <p style={{ margin: 0, fontWeight: 700, color: 'var(--c-success)' }}>{t('checkout.contactVerified')}</p>
            <p style={{ margin: 0 }}>{displayContact(contact)}</p>
          </div>
        ) : (
          <p className="card" style={{ margin: 0, background: 'var(--c-primary-soft)' }}>
            {tm(VERIFY_NOTICE)}
          </p>
        )}
      </Block>

      <Block title={t('checkout.paymentMethod')}>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="sr-only">{t('checkout.howYouPay')}</legend>
          {methods.map((method) => (
            <label key={method} style={radioRow}>
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={paymentMethod === method}
                disabled={busy}
                onChange={() => {
                  setPayment(method);
                  // The confirmation shows the QR: its code starts loading now.
                  if (method === 'qr') preload(loadUpiPanel);
                }}
                style={{ marginTop: 4 }}
              />
              <strong>{tm(PAYMENT_METHOD_TEXT[method].label)}</strong>
            </label>
          ))}
        </fieldset>
        <div style={{ marginTop: 8 }}>
          {paymentMethod === 'card' && (
            <div>
              <p className="field-hint" style={{ marginBottom: 10 }}>
                {tm(PAYMENT_METHOD_TEXT.card.text)}
              </p>
              {cardField(
                'number',
                t('checkout.cardNumber'),
                { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23, placeholder: '1234 5678 9012 3456' },
                formatCardNumber,
              )}
              <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
                {cardField(
                  'expiry',
                  t('checkout.expiry'),
                  { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5, placeholder: 'MM/YY' },
                  formatExpiry,
                )}
                {cardField('cvc', t('checkout.cvc'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 }, (v) =>
                  v.replace(/\D/g, '').slice(0, 4),
                )}
              </div>
              {cardField('name', t('checkout.nameOnCard'), { autoComplete: 'cc-name' })}
            </div>
          )}
          {paymentMethod === 'qr' && <p style={{ margin: 0 }}>{tm(PAYMENT_METHOD_TEXT.qr.text)}</p>}
          {paymentMethod === 'cash' && <p style={{ margin: 0 }}>{tm(PAYMENT_METHOD_TEXT.cash.text)}</p>}
        </div>
      </Block>

      <Block title={t('checkout.orderSummary')}>
        {empty ? (
          <div className="empty-state" style={{ padding: 12 }}>
            <p className="empty-title">{tm(CUSTOMER_EMPTY.cartEmpty)}</p>
            <Link to={paths.home}>{t('common.browseMenu')}</Link>
          </div>
        ) : (
          <>
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 10px', display: 'grid', gap: 4 }}>
              {lines.map((l, i) => {
                const summary = optionsSummary(l.options);
                const flag = flags[i];
                const shown = lineName(l, byId.get(l.productId), language);
                return (
                  <li key={lineKey(l)}>
                    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                      <span>
                        {shown} × {l.quantity}
                        {summary && (
                          <span style={{ display: 'block', fontSize: '0.9rem', color: 'var(--c-muted)' }}>{summary}</span>
                        )}
                      </span>
                      <span>{formatRupees(l.pricePaise * l.quantity)}</span>
                    </div>
                    {flag && (
                      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                        <p id={`${flagId}-${i}`} className="field-error" style={{ margin: 0 }}>
                          {tm(flag)}
                        </p>
                        <Button
                          variant="ghost"
                          aria-label={t('cart.removeLine', { name: lineLabel(l, shown) })}
                          disabled={busy}
                          onClick={() => dispatch(lineRemoved(lineKey(l)))}
                        >
                          {t('common.remove')}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <dl style={{ margin: 0, display: 'grid', gap: 4, borderTop: '1px solid var(--c-border)', paddingTop: 8 }}>
              <TotalRow label={t('common.subtotal')} amount={totals.subtotal} />
              {deliveryType === 'delivery' && <TotalRow label={t('common.deliveryFee')} amount={totals.delivery} free />}
              {chargesTax(gstScheme) && <TotalRow label={t('common.tax', { rate: TAX_RATE_PERCENT })} amount={totals.tax} />}
              <TotalRow label={t('common.total')} amount={totals.total} strong />
            </dl>
          </>
        )}
        {blocked && (
          <p id={blockedId} className="card" role="note" style={{ marginTop: 12, background: 'var(--c-primary-soft)' }}>
            {tm(blocked)}
          </p>
        )}
        {error && !busy && <ErrorBox onRetry={placeOrderClicked}>{tm(error)}</ErrorBox>}
        <Button
          busy={busy || scheduled}
          disabled={empty || Boolean(blocked) || flagged || Boolean(problem)}
          aria-describedby={describedBy}
          onClick={placeOrderClicked}
          style={{ width: '100%', marginTop: 12 }}
        >
          {busy || scheduled ? t('checkout.placing') : t('checkout.place')}
        </Button>
      </Block>

      <VerifyContactDialog
        open={verifyOpen}
        reason={verifyReason}
        onCancel={() => setVerifyOpen(false)}
        onVerified={verifiedNow}
      />
      <CustomerAccountDialog
        open={accountDialog !== null}
        initialMode={accountDialog ?? 'login'}
        onClose={() => setAccountDialog(null)}
      />
      <AccountDialog
        open={accountOpen}
        signedIn={session !== null}
        contact={contact}
        hasStoredContact={stored !== null}
        onClose={() => setAccountOpen(false)}
        onForgetContact={() => {
          clearVerifiedContact();
          setStored(null);
          setAccountOpen(false);
        }}
        onSignOut={() => {
          endCustomerSession();
          toast.success(tm(CUSTOMER_SUCCESS.signedOut));
          setAccountOpen(false);
        }}
        onLogin={() => {
          setAccountOpen(false);
          setAccountDialog('login');
        }}
      />
    </main>
  );
}

/**
 * "Check my location" for a shop that delivers within a distance: what the check found (the
 * distance when in range; out of range says so in the delivery's problem), or why it could not.
 */
function LocationCheck({
  location,
  km,
  inRange,
  onCheck,
}: {
  location: DeliveryLocation;
  km: number | undefined;
  inRange: boolean;
  onCheck: () => void;
}) {
  const tm = useMessage();
  const text =
    location.step === 'locating'
      ? DELIVERY_TERMS_TEXT.checkingLocation
      : location.step === 'denied'
        ? CUSTOMER_FAILURE.locationDenied
        : location.step === 'unavailable'
          ? CUSTOMER_FAILURE.locationUnavailable
          : inRange && km !== undefined
            ? DELIVERY_TERMS_TEXT.inRange(km)
            : '';
  return (
    <div style={{ marginTop: 10 }}>
      <p role="status" style={{ margin: '0 0 6px' }}>
        {text && tm(text)}
      </p>
      <Button variant="secondary" onClick={onCheck} busy={location.step === 'locating'}>
        {tm(DELIVERY_TERMS_TEXT.checkLocation)}
      </Button>
    </div>
  );
}

/** The Account button's dialog: who this checkout orders as, and the ways to change it. */
function AccountDialog({
  open,
  signedIn,
  contact,
  hasStoredContact,
  onClose,
  onForgetContact,
  onSignOut,
  onLogin,
}: {
  open: boolean;
  signedIn: boolean;
  contact: OrderContact | null;
  hasStoredContact: boolean;
  onClose: () => void;
  onForgetContact: () => void;
  onSignOut: () => void;
  onLogin: () => void;
}) {
  const { t } = useText();
  const ordering = (type: ContactType): string => {
    const contact = { contact: SLOT };
    if (type === 'email')
      return signedIn ? t('checkout.orderingWithEmailSignedIn', contact) : t('checkout.orderingWithEmail', contact);
    return signedIn ? t('checkout.orderingWithMobileSignedIn', contact) : t('checkout.orderingWithMobile', contact);
  };
  return (
    <Dialog open={open} title={t('checkout.account')} onClose={onClose} size="sm">
      {contact && <p style={{ marginTop: 0 }}>{withSlot(ordering(contact.type), <strong>{displayContact(contact)}</strong>)}</p>}
      <div style={{ display: 'grid', gap: 8 }}>
        {signedIn && (
          <Link className="btn btn-secondary" to="/customer/orders">
            {t('account.ordersTitle')}
          </Link>
        )}
        {hasStoredContact && (
          <Button variant="secondary" onClick={onForgetContact}>
            {t('checkout.useAnother')}
          </Button>
        )}
        {signedIn ? (
          <Button variant="secondary" onClick={onSignOut}>
            {t('checkout.logOut')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onLogin}>
            {t('common.login')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
