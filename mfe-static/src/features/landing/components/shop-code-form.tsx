import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOMER_FAILURE, CUSTOMER_SUCCESS } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, contractResolver, formField, TextField, toast } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useLazyGetShopByCodeQuery } from '../../../store/static.api';
import { SHOP_CODE_MESSAGES } from '../landing.messages';
import { checkShopCode, validateShopCode } from '../utils/shop-code.util';

/**
 * docs/product.md §5: trimmed; empty → toast; otherwise the case-sensitive code must look like SHOP-1234
 * (an inline message). docs/product.md §4: idle → finding (the shop is looked up by its code) → 'Shop
 * found! Redirecting...' and onFound, or the error toast (the server's message, else 'Failed to
 * find shop with this code') with the code kept for another try. Loaded with the customer
 * dialog, not with the landing: it is the landing's only form, and react-hook-form (and RTK
 * Query with the lookup) have no business on a first visit.
 */
export default function ShopCodeForm({
  onFound,
  autoFocus = false,
}: {
  onFound: (code: string) => void;
  /** Take the focus when shown (after "Type the shop code instead" in the QR scanner). */
  autoFocus?: boolean;
}) {
  const { t } = useText();
  const form = useForm<{ shopCode: string }>({ defaultValues: { shopCode: '' }, resolver: contractResolver(validateShopCode) });
  const [finding, setFinding] = useState(false);
  const [findShop] = useLazyGetShopByCodeQuery();
  const submit = form.handleSubmit(async ({ shopCode }) => {
    const check = checkShopCode(shopCode);
    if (check.kind !== 'ok') {
      toast.error(SHOP_CODE_MESSAGES.required);
      return;
    }
    setFinding(true);
    try {
      await findShop(check.code).unwrap();
    } catch (e) {
      setFinding(false);
      toast.error((e as Partial<QueryError>).serverMessage || CUSTOMER_FAILURE.shopLookup);
      form.setFocus('shopCode');
      return;
    }
    toast.success(CUSTOMER_SUCCESS.shopFound);
    onFound(check.code);
  });
  return (
    <form className="shop-code-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('landing.shopCode.label')}
        {...formField(form, 'shopCode')}
        placeholder="SHOP-1234"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        autoFocus={autoFocus}
      />
      <Button type="submit" busy={finding}>
        {finding ? t('landing.shopCode.finding') : t('landing.shopCode.submit')}
      </Button>
    </form>
  );
}
