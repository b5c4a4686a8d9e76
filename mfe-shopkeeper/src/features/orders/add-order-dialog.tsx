import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  cartLineKey,
  formatRupees,
  optionsSummary,
  orderItemOptionsOf,
  ORDER_DESK_LIMITS,
  ORDER_DESK_MESSAGES,
  orderTotals,
  type OwnerOrderPayload,
  type PickResult,
  pricingGroupsOf,
  type Product,
  resolvePicks,
  rupeesToPaise,
  TAX_RATE_PERCENT,
  validateOwnerOrder,
} from '@chowk/contracts';
import {
  applyServerErrors,
  Button,
  ConfirmDialog,
  contractResolver,
  Dialog,
  EmptyState,
  ErrorBox,
  formField,
  TextArea,
  TextField,
  toast,
  useMessage,
} from '@chowk/ui';
import type { QueryError } from '@chowk/store/query';
import { useText } from '../../i18n';
import { fieldErrors } from '../../store/failure';
import { useCreateOrderMutation } from '../../store/orders.api';
import { useShopSession } from '../auth/shop-session';
import { matchesSearch } from '../menu/menu-page';
import { useShopMenu } from '../menu/use-shop-menu';
import { SoldOutBadge } from '../menu/sold-out-switch';
import { groupNames } from '../menu/option-text';
import { OptionPicker } from './option-picker';
import { useFailureText } from './use-failure-text';

interface Details {
  customer_name: string;
  customer_mobile: string;
  notes: string;
}
const DETAIL_FIELDS = ['customer_name', 'customer_mobile', 'notes'] as const;

/** Step 2's fields under the contract's rules (the lines are checked by step 1 and the server). */
const detailRules = (v: Details) => {
  const errors = validateOwnerOrder({ items: [{ product_id: 'line', quantity: 1 }], ...v });
  return { customer_name: errors.customer_name, customer_mobile: errors.customer_mobile, notes: errors.notes };
};

/** A line of the order: an item with its chosen options (none for an item without groups). */
interface Line {
  /** cartLineKey: the same item with other options is another line. */
  key: string;
  productId: string;
  optionIds: string[];
  quantity: number;
}

/** A line with its item, and its options priced by the one rule (resolvePicks on the item's groups as the menu has them). */
interface ChosenLine extends Line {
  product: Product;
  picked: PickResult;
  /** The unit price: the item's, plus its options'. */
  unitPaise: number;
  /** "Full · Elaichi" ('' for none). */
  summary: string;
}

const hasGroups = (p: Product) => (p.option_groups?.length ?? 0) > 0;
/** "Masala Chai (Full · Elaichi)": how a line is named to a screen reader and in the removal question. */
const lineLabel = (l: Pick<ChosenLine, 'product' | 'summary'>) =>
  l.summary ? `${l.product.name} (${l.summary})` : l.product.name;

const price = (rupees: number) => formatRupees(rupeesToPaise(rupees));
const { maxQuantity } = ORDER_DESK_LIMITS;

/** A − or + that stays focusable at its limit (a disabled button would drop the keyboard's focus). */
function StepButton({
  label,
  limit,
  onPress,
  children,
}: {
  label: string;
  limit: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      aria-label={label}
      aria-disabled={limit || undefined}
      style={{ minWidth: 44, opacity: limit ? 0.5 : 1 }}
      onClick={() => {
        if (!limit) onPress();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * The order desk's Add order (docs/product.md §4, §5, §8): step 1 picks products (a press toggles one,
 * quantity from 1, − and + between 1 and 99; an item with option groups asks for its choices first,
 * and each configuration is a line of its own, docs/product.md "Item options"), step 2 takes the optional customer name and
 * mobile and notes, shows the lines with their removal (asked first) and the totals, and
 * creates the order. The totals are for display: the server prices the order from its own
 * records. Mounted only while open, so closing resets everything.
 */
export function AddOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useText();
  const tm = useMessage();
  const failureOf = useFailureText();
  const { shop } = useShopSession();
  const { products } = useShopMenu();
  const [createOrder] = useCreateOrderMutation();
  const [step, setStep] = useState<1 | 2>(1);
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [stepError, setStepError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ChosenLine | null>(null);
  // The item whose options are being chosen (one at a time).
  const [picking, setPicking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const focusSummary = useRef(false);
  // After a line is added or removed in step 1 (or the picker closes), focus goes back to its item's Choose options.
  const focusOn = useRef<string | null>(null);
  const headingId = useId();
  const form = useForm<Details>({
    defaultValues: { customer_name: '', customer_mobile: '', notes: '' },
    resolver: contractResolver(detailRules),
  });

  // Each step change moves focus to the new step's heading, which reads "Step 2 of 2: …".
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);
  // After a line is removed its button is gone: the focus goes to the summary's heading.
  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryHeading.current?.focus();
  });
  useEffect(() => {
    if (!focusOn.current) return;
    document.getElementById(focusOn.current)?.focus();
    focusOn.current = null;
  });

  const byId = useMemo(() => new Map(products.map((p) => [p._id, p])), [products]);
  const visible = useMemo(() => products.filter((p) => matchesSearch(p, search)), [products, search]);
  // A product deleted meanwhile (elsewhere) drops out of the order.
  const chosen: ChosenLine[] = lines.flatMap((l) => {
    const product = byId.get(l.productId);
    if (!product) return [];
    const picked = resolvePicks(product.name, pricingGroupsOf(product.option_groups), l.optionIds);
    const options = picked.ok ? orderItemOptionsOf(picked.options) : [];
    return [
      {
        ...l,
        product,
        picked,
        unitPaise: rupeesToPaise(product.price) + (picked.ok ? picked.extraPaise : 0),
        summary: optionsSummary(options),
      },
    ];
  });
  const totals = orderTotals(
    chosen.map((l) => ({ pricePaise: l.unitPaise, quantity: l.quantity })),
    'pickup',
  );
  // A line whose options no longer fit its item (the menu changed meanwhile) says why before the order goes.
  const stale = chosen.find((l) => !l.picked.ok);
  const problemOf = (l: ChosenLine | undefined) => (l && !l.picked.ok ? l.picked.message : null);

  const quantityOf = (id: string) => lines.find((l) => l.key === id)?.quantity;
  const toggle = (id: string) => {
    setStepError(null);
    setLines((ls) =>
      ls.some((l) => l.key === id)
        ? ls.filter((l) => l.key !== id)
        : [...ls, { key: cartLineKey(id), productId: id, optionIds: [], quantity: 1 }],
    );
  };
  const adjust = (key: string, by: number) =>
    setLines((ls) =>
      ls.map((l) => (l.key === key ? { ...l, quantity: Math.min(maxQuantity, Math.max(1, l.quantity + by)) } : l)),
    );
  /** The picker's choice: a new line, or one more of the same item with the same options. */
  const addWithOptions = (productId: string, optionIds: string[]) => {
    const key = cartLineKey(productId, optionIds);
    setStepError(null);
    setLines((ls) =>
      ls.some((l) => l.key === key)
        ? ls.map((l) => (l.key === key ? { ...l, quantity: Math.min(maxQuantity, l.quantity + 1) } : l))
        : [...ls, { key, productId, optionIds, quantity: 1 }],
    );
    setPicking(null);
    focusOn.current = `${headingId}-${productId}-choose`;
  };
  const dropLine = (key: string, productId: string) => {
    setLines((ls) => ls.filter((l) => l.key !== key));
    focusOn.current = `${headingId}-${productId}-choose`;
  };

  const next = () => {
    // docs/product.md §5: at least one product. The button says so before it is pressed, and this if it is.
    if (chosen.length === 0) {
      setStepError(ORDER_DESK_MESSAGES.noProducts);
      return;
    }
    if (stale) {
      setStepError(problemOf(stale));
      return;
    }
    setStepError(null);
    setPicking(null);
    setStep(2);
  };

  const confirmRemoval = () => {
    if (!removing) return;
    const left = lines.filter((l) => l.key !== removing.key);
    setLines(left);
    setRemoving(null);
    if (left.length === 0) {
      // Nothing left to order: back to picking.
      setStepError(ORDER_DESK_MESSAGES.noProducts);
      setStep(1);
    } else {
      focusSummary.current = true;
    }
  };

  const create = form.handleSubmit(async (values) => {
    if (chosen.length === 0 || stale) {
      setStep(1);
      setStepError(stale ? problemOf(stale) : ORDER_DESK_MESSAGES.noProducts);
      return;
    }
    setFailure(null);
    const text = (v: string) => v.trim();
    const payload: OwnerOrderPayload = {
      items: chosen.map((l) => ({
        product_id: l.productId,
        quantity: l.quantity,
        ...(l.optionIds.length ? { option_ids: l.optionIds } : {}),
      })),
      ...(text(values.customer_name) ? { customer_name: text(values.customer_name) } : {}),
      ...(text(values.customer_mobile) ? { customer_mobile: text(values.customer_mobile) } : {}),
      ...(text(values.notes) ? { notes: text(values.notes) } : {}),
    };
    try {
      await createOrder({ shopId: shop?._id ?? '', payload }).unwrap();
      toast.success(tm(ORDER_DESK_MESSAGES.orderCreated));
      onClose();
    } catch (error) {
      const failed = error as QueryError;
      // A 422's field messages go on the fields; the rest (the lines, another failure) above the buttons.
      const fields = fieldErrors(failed);
      const rest = applyServerErrors(form, fields, DETAIL_FIELDS);
      if (rest.length || !fields) {
        const message = rest.length
          ? `${tm(ORDER_DESK_MESSAGES.orderFailed)}: ${tm(rest[0])}`
          : failureOf(failed, ORDER_DESK_MESSAGES.orderFailed);
        setFailure(message);
        toast.error(message);
      }
    }
  });

  const saving = form.formState.isSubmitting;
  /** A step-2 field, its message (a contracts text, or the server's) in the shopkeeper's language. */
  const field = (name: (typeof DETAIL_FIELDS)[number]) => {
    const props = formField(form, name);
    return { ...props, error: props.error === undefined ? undefined : tm(props.error) };
  };
  const noneChosen = chosen.length === 0;

  /** A line's − quantity +, named by the line ("Masala Chai", "Masala Chai (Full · Elaichi)"). */
  const stepper = (key: string, label: string, quantity: number) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <StepButton label={t('orders.add.decrease', { line: label })} limit={quantity <= 1} onPress={() => adjust(key, -1)}>
        −
      </StepButton>
      <output
        aria-label={t('orders.add.quantityOf', { line: label })}
        style={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
      >
        {quantity}
      </output>
      <StepButton
        label={t('orders.add.increase', { line: label })}
        limit={quantity >= maxQuantity}
        onPress={() => adjust(key, 1)}
      >
        +
      </StepButton>
    </span>
  );

  /**
   * An item with option groups: its choices are asked for (the picker) before it is added, and
   * each configuration is a line of its own under it, with its quantity and its removal.
   */
  const optionsRow = (p: Product) => {
    const own = chosen.filter((l) => l.productId === p._id);
    const open = picking === p._id;
    const pickerId = `${headingId}-${p._id}-picker`;
    return (
      <li
        key={p._id}
        className="card"
        style={{
          padding: '8px 12px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          borderColor: own.length ? 'var(--c-primary)' : undefined,
        }}
      >
        <span style={{ overflowWrap: 'anywhere', flex: '1 1 200px', minHeight: 44, paddingTop: 4 }}>
          {p.name}
          {p.sold_out && <SoldOutBadge />}
          <span className="stat-hint" style={{ display: 'block' }}>
            {price(p.price)} · {t('orders.add.options', { groups: groupNames(p) })}
          </span>
        </span>
        <Button
          variant="secondary"
          id={`${headingId}-${p._id}-choose`}
          aria-expanded={open}
          aria-controls={open ? pickerId : undefined}
          aria-label={
            own.length ? t('orders.add.addAnotherOf', { item: p.name }) : t('orders.add.chooseOptionsFor', { item: p.name })
          }
          onClick={() => setPicking(open ? null : p._id)}
        >
          {own.length ? t('orders.add.addAnother') : t('orders.add.chooseOptions')}
        </Button>
        {own.length > 0 && (
          <ul
            aria-label={t('orders.add.inOrder', { item: p.name })}
            style={{ listStyle: 'none', margin: 0, padding: 0, flex: '1 1 100%' }}
          >
            {own.map((l) => (
              <li
                key={l.key}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 8,
                  borderTop: '1px solid var(--c-border)',
                }}
              >
                <span style={{ overflowWrap: 'anywhere' }}>
                  {l.summary || t('orders.add.noOptions')}
                  <span className="stat-hint" style={{ display: 'block' }}>
                    {formatRupees(l.unitPaise)}
                    {problemOf(l) ? ` · ${tm(problemOf(l) ?? '')}` : ''}
                  </span>
                </span>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  {stepper(l.key, lineLabel(l), l.quantity)}
                  <Button
                    variant="ghost"
                    aria-label={t('orders.add.removeLine', { line: lineLabel(l) })}
                    onClick={() => dropLine(l.key, p._id)}
                  >
                    {t('orders.add.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {open && (
          <div id={pickerId} style={{ flex: '1 1 100%' }}>
            <OptionPicker
              product={p}
              onAdd={(optionIds) => addWithOptions(p._id, optionIds)}
              onCancel={() => {
                setPicking(null);
                focusOn.current = `${headingId}-${p._id}-choose`;
              }}
            />
          </div>
        )}
      </li>
    );
  };

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (products.length === 0) {
    body = (
      <EmptyState title={tm(ORDER_DESK_MESSAGES.noProductsTitle)}>
        <p>{tm(ORDER_DESK_MESSAGES.noProductsHint)}</p>
        <Link className="btn btn-primary" to="/shop/products?add=true">
          {t('orders.add.addProducts')}
        </Link>
      </EmptyState>
    );
    footer = (
      <Button variant="secondary" onClick={onClose}>
        {t('orders.add.close')}
      </Button>
    );
  } else if (step === 1) {
    body = (
      <>
        <label className="sr-only" htmlFor={`${headingId}-search`}>
          {t('orders.add.search')}
        </label>
        <input
          id={`${headingId}-search`}
          className="search-input"
          type="search"
          placeholder={t('orders.add.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: '100%', marginBottom: 10 }}
        />
        <p className="stat-hint" role="status" style={{ marginBottom: 8 }}>
          {t('orders.add.selected', { count: chosen.length })}
        </p>
        {visible.length === 0 ? (
          <EmptyState title={t('orders.add.noneFound')}>
            <p>{t('orders.add.noneFoundHint')}</p>
          </EmptyState>
        ) : (
          <ul aria-label={t('orders.add.products')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {visible.map((p) => {
              // An item with option groups (or a line chosen with options before its groups went) asks for its choices.
              if (hasGroups(p) || lines.some((l) => l.productId === p._id && l.optionIds.length)) return optionsRow(p);
              const quantity = quantityOf(p._id);
              const selected = quantity !== undefined;
              return (
                <li
                  key={p._id}
                  className="card"
                  style={{
                    padding: '8px 12px',
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 8,
                    borderColor: selected ? 'var(--c-primary)' : undefined,
                  }}
                >
                  <label
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 10,
                      minHeight: 44,
                      cursor: 'pointer',
                      flex: '1 1 200px',
                    }}
                  >
                    <input
                      type="checkbox"
                      checked={selected}
                      onChange={() => toggle(p._id)}
                      style={{ width: 20, height: 20, flex: 'none' }}
                    />
                    <span style={{ overflowWrap: 'anywhere' }}>
                      {p.name}
                      {p.sold_out && <SoldOutBadge />}
                      <span className="stat-hint" style={{ display: 'block' }}>
                        {price(p.price)}
                      </span>
                    </span>
                  </label>
                  {selected && stepper(p._id, p.name, quantity)}
                </li>
              );
            })}
          </ul>
        )}
        {stepError && (
          <p className="field-error" role="alert" id={`${headingId}-error`}>
            {tm(stepError)}
          </p>
        )}
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('orders.add.cancel')}
        </Button>
        {/* Looks disabled until a product is chosen, but stays pressable to say why. Its own key: were
            React to reuse this element as step 2's submit button, the browser would submit the order
            as the default action of the very click on Next. */}
        <Button
          key="next"
          aria-disabled={noneChosen || undefined}
          aria-describedby={stepError ? `${headingId}-error` : undefined}
          style={noneChosen ? { opacity: 0.5 } : undefined}
          onClick={next}
        >
          {t('orders.add.next')}
        </Button>
      </>
    );
  } else {
    body = (
      <form id={`${headingId}-form`} noValidate onSubmit={(e) => void create(e)}>
        <TextField label={t('orders.add.customerName')} autoComplete="off" {...field('customer_name')} />
        <TextField
          label={t('orders.add.customerMobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...field('customer_mobile')}
        />
        <TextArea label={t('orders.add.notes')} rows={2} maxLength={ORDER_DESK_LIMITS.notesMax} {...field('notes')} />
        <h4 ref={summaryHeading} tabIndex={-1} style={{ margin: '12px 0 6px' }}>
          {t('orders.add.summary')}
        </h4>
        <ul aria-label={t('orders.add.lines')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chosen.map((l) => (
            <li
              key={l.key}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 8,
                padding: '6px 0',
                borderBottom: '1px solid var(--c-border)',
              }}
            >
              <span style={{ overflowWrap: 'anywhere' }}>
                {l.product.name}
                {l.summary && (
                  <span className="stat-hint" style={{ display: 'block' }}>
                    {l.summary}
                  </span>
                )}
                <span className="stat-hint" style={{ display: 'block' }}>
                  {formatRupees(l.unitPaise)} × {l.quantity}
                </span>
              </span>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <strong>{formatRupees(l.unitPaise * l.quantity)}</strong>
                <Button
                  variant="ghost"
                  aria-label={t('orders.add.removeLine', { line: lineLabel(l) })}
                  onClick={() => setRemoving(l)}
                >
                  {t('orders.add.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
        {/* The group names the totals; the list keeps its own semantics (a dl may not take a role). */}
        <div role="group" aria-label={t('orders.add.totals')}>
          <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: '10px 0' }}>
            <dt>{t('orders.add.subtotal')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(totals.subtotal)}</dd>
            <dt>{t('orders.add.tax', { rate: TAX_RATE_PERCENT })}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatRupees(totals.tax)}</dd>
            <dt style={{ fontWeight: 700 }}>{t('orders.add.total')}</dt>
            <dd style={{ margin: 0, textAlign: 'right', fontWeight: 700 }}>{formatRupees(totals.total)}</dd>
          </dl>
        </div>
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </form>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setStep(1)} disabled={saving}>
          {t('orders.add.back')}
        </Button>
        <Button key="create" type="submit" form={`${headingId}-form`} busy={saving}>
          {t('orders.add.create')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Dialog
        open
        title={t('orders.add.title')}
        onClose={onClose}
        busy={saving}
        size="lg"
        describedBy={products.length > 0 ? headingId : undefined}
        footer={footer}
      >
        {products.length > 0 && (
          <h3 id={headingId} ref={stepHeading} tabIndex={-1} style={{ marginTop: 0 }}>
            {t('orders.add.step', {
              step,
              title: step === 1 ? t('orders.add.steps.products') : t('orders.add.steps.details'),
            })}
          </h3>
        )}
        {body}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('orders.add.removeTitle')}
        message={tm(ORDER_DESK_MESSAGES.removeLineConfirm(removing ? lineLabel(removing) : t('orders.add.thisItem')))}
        confirmLabel={t('orders.add.remove')}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
