import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PRODUCT_TOAST_MS,
  productSectionId,
  type Product,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import {
  applyServerErrors,
  Button,
  contractResolver,
  Dialog,
  ErrorBox,
  formField,
  SelectField,
  TextArea,
  TextField,
  toast,
} from '@chowk/ui';
import { addSection, saveProduct, selectShopData } from '../../store/shop.slice';

interface ItemForm {
  name: string;
  menu_section_id: string;
  price: string;
  description: string;
}

/** Add or edit a menu item (spec §2, §5): rules checked on submit, a new section made inline. */
export function ProductDialog({ open, product, onClose }: { open: boolean; product: Product | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { shop, sections } = useAppSelector(selectShopData);
  // No sections yet: the dialog starts on "New section name".
  const [newSection, setNewSection] = useState<string | null>(sections.length === 0 ? '' : null);
  const [sectionError, setSectionError] = useState<string | undefined>();
  const [creatingSection, setCreatingSection] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The parent mounts a new dialog for each opening (its `key`), so the fields start from the item.
  const form = useForm<ItemForm>({
    defaultValues: product
      ? {
          name: product.name,
          menu_section_id: productSectionId(product),
          price: String(product.price),
          description: product.description ?? '',
        }
      : { name: '', menu_section_id: sections[0]?._id ?? '', price: '', description: '' },
    resolver: contractResolver(validateMenuItem),
  });

  const createSection = async () => {
    const errors = validateSectionName({ name: newSection ?? '' });
    if (errors.name) return setSectionError(errors.name);
    setCreatingSection(true);
    try {
      const section = await dispatch(addSection((newSection ?? '').trim())).unwrap();
      form.setValue('menu_section_id', section._id, { shouldValidate: false });
      form.clearErrors('menu_section_id');
      setNewSection(null);
      setSectionError(undefined);
      toast.success(SHOP_SUCCESS.sectionCreated, PRODUCT_TOAST_MS.success);
    } catch (error) {
      const failed = error as { errors?: Record<string, string>; serverMessage?: string; message?: string };
      setSectionError(failed.errors?.name ?? failed.serverMessage ?? failed.message ?? SHOP_FAILURE.createSection);
    } finally {
      setCreatingSection(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (!shop) return;
    setFailure(null);
    const description = values.description.trim();
    try {
      await dispatch(
        saveProduct({
          id: product?._id,
          body: {
            name: values.name.trim(),
            shop_id: shop._id,
            menu_section_id: values.menu_section_id,
            price: Number(values.price),
            ...(description ? { description } : {}),
          },
        }),
      ).unwrap();
      toast.success(product ? SHOP_SUCCESS.productUpdated : SHOP_SUCCESS.productAdded, PRODUCT_TOAST_MS.success);
      onClose();
    } catch (error) {
      const failed = error as { errors?: Record<string, string>; serverMessage?: string; message?: string };
      const rest = applyServerErrors(form, failed.errors, ['name', 'menu_section_id', 'price', 'description']);
      const message = rest[0] ?? (failed.errors ? null : (failed.serverMessage ?? SHOP_FAILURE.saveProduct));
      if (message) {
        setFailure(message);
        toast.error(message, PRODUCT_TOAST_MS.error);
      }
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      title={product ? 'Edit Product' : 'Add Product'}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="product-form" busy={busy}>
            {product ? 'Save changes' : 'Add Product'}
          </Button>
        </>
      }
    >
      <form id="product-form" noValidate onSubmit={submit}>
        <TextField label="Product name" {...formField(form, 'name')} />
        {newSection === null ? (
          <div>
            <SelectField
              label="Section"
              placeholder="Choose a section"
              options={sections.map((s) => ({ value: s._id, label: s.name }))}
              {...formField(form, 'menu_section_id')}
            />
            <Button variant="ghost" onClick={() => setNewSection('')}>
              + New section
            </Button>
          </div>
        ) : (
          <div className="card" style={{ marginBottom: 12 }}>
            <TextField
              label="New section name"
              value={newSection}
              error={sectionError ?? (form.formState.errors.menu_section_id?.message as string | undefined)}
              onChange={(e) => setNewSection(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void createSection();
                }
              }}
            />
            <div style={{ display: 'flex', gap: 8 }}>
              <Button variant="secondary" onClick={() => void createSection()} busy={creatingSection}>
                Create section
              </Button>
              {sections.length > 0 && (
                <Button variant="ghost" onClick={() => setNewSection(null)}>
                  Choose an existing section
                </Button>
              )}
            </div>
          </div>
        )}
        <TextField label="Price (₹)" type="number" inputMode="decimal" min={1} step="0.01" {...formField(form, 'price')} />
        <TextArea label="Description (optional)" rows={3} {...formField(form, 'description')} />
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </form>
    </Dialog>
  );
}
