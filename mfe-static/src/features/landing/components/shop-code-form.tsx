import { useForm } from 'react-hook-form';
import { Button, contractResolver, formField, TextField, toast } from '@chowk/ui';
import { SHOP_CODE_MESSAGES } from '../landing.messages';
import { checkShopCode, validateShopCode } from '../utils/shop-code.util';

/**
 * Spec §5: trimmed; empty → toast; otherwise the case-sensitive code must look like SHOP-1234
 * (an inline message). Loaded with the customer dialog, not with the landing: it is the
 * landing's only form, and react-hook-form has no business on a first visit.
 */
export default function ShopCodeForm({
  onFound,
  autoFocus = false,
}: {
  onFound: (code: string) => void;
  /** Take the focus when shown (after "Type the shop code instead" in the QR scanner). */
  autoFocus?: boolean;
}) {
  const form = useForm<{ shopCode: string }>({ defaultValues: { shopCode: '' }, resolver: contractResolver(validateShopCode) });
  const submit = form.handleSubmit(({ shopCode }) => {
    const check = checkShopCode(shopCode);
    if (check.kind === 'ok') onFound(check.code);
    else toast.error(SHOP_CODE_MESSAGES.required);
  });
  return (
    <form className="shop-code-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Enter shop code"
        {...formField(form, 'shopCode')}
        placeholder="SHOP-1234"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        autoFocus={autoFocus}
      />
      <Button type="submit">Go to shop</Button>
    </form>
  );
}
