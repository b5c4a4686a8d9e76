import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type MenuSection,
  OPTION_LIMITS,
  PRODUCT_TOAST_MS,
  type Product,
  productSectionId,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import {
  applyServerErrors,
  Button,
  contractResolver,
  Dialog,
  ErrorBox,
  formField,
  SelectField,
  Spinner,
  TextArea,
  TextField,
  toast,
} from '@chowk/ui';
import { failureText, fieldErrors } from '../../store/failure';
import { useAddSectionMutation, useSaveProductMutation } from '../../store/menu.api';
import { useShopSession } from '../auth/shop-session';
import { ProductImageField } from './product-image-field';
import { useShopMenu } from './use-shop-menu';

interface ItemForm {
  name: string;
  menu_section_id: string;
  price: string;
  description: string;
}

const FIELDS = ['name', 'menu_section_id', 'price', 'description'] as const;

// The item's Options and the group dialog load with the dialog: the menu's first visit carries neither.
const ProductOptionsField = lazy(() => import('./product-options-field'));
const OptionGroupDialog = lazy(() => import('./option-group-dialog').then((m) => ({ default: m.OptionGroupDialog })));

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Add or edit a menu item (docs/product.md §2, §5). The rules are libs/contracts' validateMenuItem, run on
 * submit; a new section is made inline (validateSectionName), and a name typed there but not yet
 * created is created by Add Product itself. Server field messages land on their fields. Its
 * Options attach the shop's option groups in order (docs/product.md "Item options"), sent as
 * `option_group_ids` when they changed (absent on an edit: unchanged).
 */
export function ProductDialog({ open, product, onClose }: { open: boolean; product: Product | null; onClose: () => void }) {
  const { shop } = useShopSession();
  const { sections } = useShopMenu();
  const [addSection] = useAddSectionMutation();
  const [saveProduct] = useSaveProductMutation();
  // No sections yet: the dialog starts on "New section name".
  const [newSection, setNewSection] = useState<string | null>(sections.length === 0 ? '' : null);
  const [sectionError, setSectionError] = useState<string | undefined>();
  const [creatingSection, setCreatingSection] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const savedGroupIds = useMemo(() => product?.option_group_ids ?? product?.option_groups?.map((g) => g._id) ?? [], [product]);
  const [groupIds, setGroupIds] = useState<string[]>(savedGroupIds);
  const [groupsError, setGroupsError] = useState<string | undefined>();
  const [creatingGroup, setCreatingGroup] = useState(false);
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

  // An item whose section is missing from the list (sections failed to load) still shows its own.
  const options = useMemo(() => {
    const list: Pick<MenuSection, '_id' | 'name'>[] = [...sections];
    if (product && !list.some((s) => s._id === productSectionId(product))) {
      const own = typeof product.menu_section_id === 'object' ? product.menu_section_id : null;
      list.push({ _id: productSectionId(product), name: own?.name || product.section || 'Current section' });
    }
    return list.map((s) => ({ value: s._id, label: s.name }));
  }, [sections, product]);

  /** Creates the typed section and selects it; false (with the message on the field) when it cannot. */
  const createSection = async (): Promise<boolean> => {
    const name = (newSection ?? '').trim();
    const errors = validateSectionName({ name });
    if (errors.name) {
      setSectionError(errors.name);
      return false;
    }
    setCreatingSection(true);
    try {
      const section = await addSection({ shopId: shop?._id ?? '', name }).unwrap();
      form.setValue('menu_section_id', section._id, { shouldValidate: false });
      form.clearErrors('menu_section_id');
      setNewSection(null);
      setSectionError(undefined);
      toast.success(SHOP_SUCCESS.sectionCreated, PRODUCT_TOAST_MS.success);
      return true;
    } catch (error) {
      const failed = error as QueryError;
      setSectionError(fieldErrors(failed)?.name ?? failed.serverMessage ?? failureText(failed, SHOP_FAILURE.createSection));
      return false;
    } finally {
      setCreatingSection(false);
    }
  };

  const save = form.handleSubmit(async (values) => {
    if (!shop) return;
    setFailure(null);
    const description = values.description.trim();
    try {
      await saveProduct({
        id: product?._id,
        body: {
          name: values.name.trim(),
          shop_id: shop._id,
          menu_section_id: values.menu_section_id,
          price: Number(values.price),
          ...(description ? { description } : {}),
          ...(sameIds(groupIds, savedGroupIds) ? {} : { option_group_ids: groupIds }),
        },
      }).unwrap();
      toast.success(product ? SHOP_SUCCESS.productUpdated : SHOP_SUCCESS.productAdded, PRODUCT_TOAST_MS.success);
      onClose();
    } catch (error) {
      const failed = error as QueryError;
      const { option_group_ids: groupsMessage, ...others } = fieldErrors(failed) ?? {};
      setGroupsError(groupsMessage);
      const errors = groupsMessage || Object.keys(others).length ? others : undefined;
      const rest = applyServerErrors(form, errors, FIELDS);
      if (rest.length || (!errors && !groupsMessage)) {
        const message = rest[0] ?? failureText(failed, SHOP_FAILURE.saveProduct);
        setFailure(message);
        toast.error(message, PRODUCT_TOAST_MS.error);
      }
    }
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The new-section field is open: the section typed there is made first, then the item is
    // saved in it. Left empty with no section to fall back on, the form's 'Section is required' shows there.
    if (newSection !== null && (newSection.trim() !== '' || sections.length > 0)) {
      if (!(await createSection())) {
        await form.trigger(['name', 'price', 'description']);
        return;
      }
    }
    await save();
  };

  const busy = form.formState.isSubmitting || creatingSection;
  const sectionFieldError = form.formState.errors.menu_section_id?.message;
  return (
    <>
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
            <Button type="submit" form="product-form" busy={form.formState.isSubmitting} disabled={creatingSection}>
              {product ? 'Save changes' : 'Add Product'}
            </Button>
          </>
        }
      >
        <form id="product-form" noValidate onSubmit={(e) => void submit(e)}>
          <TextField label="Product name" autoComplete="off" {...formField(form, 'name')} />
          {newSection === null ? (
            <div>
              <SelectField
                label="Section"
                placeholder="Choose a section"
                options={options}
                {...formField(form, 'menu_section_id')}
              />
              <Button
                variant="ghost"
                onClick={() => {
                  setNewSection('');
                  setSectionError(undefined);
                }}
              >
                + New section
              </Button>
            </div>
          ) : (
            <fieldset className="card" style={{ marginBottom: 12 }}>
              <legend className="sr-only">New menu section</legend>
              <TextField
                label="New section name"
                autoComplete="off"
                placeholder="e.g. Hot Drinks"
                value={newSection}
                error={sectionError ?? (typeof sectionFieldError === 'string' ? sectionFieldError : undefined)}
                onChange={(e) => {
                  setNewSection(e.target.value);
                  setSectionError(undefined);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void createSection();
                  }
                }}
              />
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button variant="secondary" onClick={() => void createSection()} busy={creatingSection}>
                  Create section
                </Button>
                {sections.length > 0 && (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setNewSection(null);
                      setSectionError(undefined);
                    }}
                  >
                    Choose an existing section
                  </Button>
                )}
              </div>
            </fieldset>
          )}
          <TextField label="Price (₹)" type="number" inputMode="decimal" min={1} step="0.01" {...formField(form, 'price')} />
          <TextArea label="Description (optional)" rows={3} {...formField(form, 'description')} />
          {open && (
            <Suspense fallback={<Spinner label="Loading options…" />}>
              <ProductOptionsField
                value={groupIds}
                onChange={(ids) => {
                  setGroupIds(ids);
                  setGroupsError(undefined);
                }}
                onNewGroup={() => setCreatingGroup(true)}
                error={groupsError}
              />
            </Suspense>
          )}
          {/* A saved item's image (the Professional plan); a new item gets one once it is added. */}
          {product && <ProductImageField product={product} />}
          {failure && <ErrorBox>{failure}</ErrorBox>}
        </form>
      </Dialog>
      {open && creatingGroup && (
        <Suspense fallback={null}>
          <OptionGroupDialog
            group={null}
            onClose={() => setCreatingGroup(false)}
            onSaved={(g) => {
              setGroupIds((ids) => (ids.length < OPTION_LIMITS.groupsPerItemMax ? [...ids, g._id] : ids));
              setGroupsError(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
