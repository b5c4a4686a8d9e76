import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  localNamesErrors,
  type MenuSection,
  OPTION_LIMITS,
  PRODUCT_TOAST_MS,
  type Product,
  productSectionId,
  SHOP_FAILURE,
  SHOP_LIMITS,
  SHOP_SUCCESS,
  validateMenuItem,
  validateSectionName,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import {
  applyServerErrors,
  Button,
  Dialog,
  ErrorBox,
  SelectField,
  Spinner,
  TextArea,
  TextField,
  toast,
  useMessage,
} from '@chowk/ui';
import { useText } from '../../i18n';
import { failureText, fieldErrors } from '../../store/failure';
import { useAddSectionMutation, useSaveProductMutation, useUpdateSectionMutation } from '../../store/menu.api';
import { nestedResolver, useField } from '../../use-field';
import { useShopSession } from '../auth/shop-session';
import { LocalNamesDisclosure, type NamesDraft, namesDraftOf, namesPayload } from './local-names';
import { ProductImageField } from './product-image-field';
import { useShopMenu } from './use-shop-menu';

interface ItemForm {
  name: string;
  menu_section_id: string;
  price: string;
  description: string;
  /** Its name in Hindi and Tamil ('' is none). */
  names: NamesDraft;
}

const FIELDS = ['name', 'menu_section_id', 'price', 'description', 'names.hi', 'names.ta'] as const;

/** The item's rules (validateMenuItem) and its Hindi and Tamil names' (localNamesErrors). */
const itemErrors = (v: ItemForm) => ({ ...validateMenuItem(v), ...localNamesErrors(v.names, SHOP_LIMITS.productNameMax) });

/** A section's Hindi and Tamil names' messages by language (`names.hi` → `hi`). */
function sectionNamesErrors(draft: NamesDraft): Partial<NamesDraft> {
  const found = localNamesErrors(draft, SHOP_LIMITS.sectionNameMax);
  return { hi: found['names.hi'], ta: found['names.ta'] };
}
const namesRefused = (e: Partial<NamesDraft>) => Boolean(e.hi || e.ta);
/** A failed section save's messages on its names, when the server refused them. */
const sectionNamesFromServer = (errors: Record<string, string> | undefined): Partial<NamesDraft> => ({
  hi: errors?.['names.hi'],
  ta: errors?.['names.ta'],
});

// The item's Options and the group dialog load with the dialog: the menu's first visit carries neither.
const ProductOptionsField = lazy(() => import('./product-options-field'));
const OptionGroupDialog = lazy(() => import('./option-group-dialog').then((m) => ({ default: m.OptionGroupDialog })));

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Add or edit a menu item (docs/product.md §2, §5). The rules are libs/contracts' validateMenuItem, run on
 * submit; a new section is made inline (validateSectionName), and a name typed there but not yet
 * created is created by Add Product itself. Server field messages land on their fields. Its
 * Options attach the shop's option groups in order (docs/product.md "Item options"), sent as
 * `option_group_ids` when they changed (absent on an edit: unchanged). "Names in other
 * languages" holds the item's Hindi and Tamil names, and its section's (a new section's, or the
 * chosen one's, saved before the item), sent as `names` when they changed.
 */
export function ProductDialog({ open, product, onClose }: { open: boolean; product: Product | null; onClose: () => void }) {
  const { t } = useText();
  const tm = useMessage();
  const { shop } = useShopSession();
  const { sections } = useShopMenu();
  const [addSection] = useAddSectionMutation();
  const [updateSection] = useUpdateSectionMutation();
  const [saveProduct] = useSaveProductMutation();
  // No sections yet: the dialog starts on "New section name".
  const [newSection, setNewSection] = useState<string | null>(sections.length === 0 ? '' : null);
  const [sectionError, setSectionError] = useState<string | undefined>();
  const [newSectionNames, setNewSectionNames] = useState<NamesDraft>(() => namesDraftOf(null));
  // The chosen section's Hindi and Tamil names as edited here (null: as saved).
  const [sectionNames, setSectionNames] = useState<(NamesDraft & { id: string }) | null>(null);
  const [sectionNamesError, setSectionNamesError] = useState<Partial<NamesDraft>>({});
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
          names: namesDraftOf(product.names),
        }
      : { name: '', menu_section_id: sections[0]?._id ?? '', price: '', description: '', names: namesDraftOf(null) },
    resolver: nestedResolver(itemErrors),
  });
  const field = useField(form);
  const chosenId = useWatch({ control: form.control, name: 'menu_section_id' });
  const chosen = sections.find((s) => s._id === chosenId) ?? null;
  const chosenNames = sectionNames && chosen && sectionNames.id === chosen._id ? sectionNames : namesDraftOf(chosen?.names);

  // An item whose section is missing from the list (sections failed to load) still shows its own.
  const options = useMemo(() => {
    const list: Pick<MenuSection, '_id' | 'name'>[] = [...sections];
    if (product && !list.some((s) => s._id === productSectionId(product))) {
      const own = typeof product.menu_section_id === 'object' ? product.menu_section_id : null;
      list.push({ _id: productSectionId(product), name: own?.name || product.section || t('menu.item.currentSection') });
    }
    return list.map((s) => ({ value: s._id, label: s.name }));
  }, [sections, product, t]);

  /** Creates the typed section and selects it; false (with the message on the field) when it cannot. */
  const createSection = async (): Promise<boolean> => {
    const name = (newSection ?? '').trim();
    const errors = validateSectionName({ name });
    const namesErrors = sectionNamesErrors(newSectionNames);
    setSectionNamesError(namesErrors);
    if (errors.name) {
      setSectionError(errors.name);
      return false;
    }
    if (namesRefused(namesErrors)) return false;
    setCreatingSection(true);
    try {
      const names = namesPayload(newSectionNames);
      const section = await addSection({
        shopId: shop?._id ?? '',
        name,
        ...(names && Object.keys(names).length ? { names } : {}),
      }).unwrap();
      form.setValue('menu_section_id', section._id, { shouldValidate: false });
      form.clearErrors('menu_section_id');
      setNewSection(null);
      setSectionError(undefined);
      setNewSectionNames(namesDraftOf(null));
      toast.success(tm(SHOP_SUCCESS.sectionCreated), PRODUCT_TOAST_MS.success);
      return true;
    } catch (error) {
      const failed = error as QueryError;
      const fields = fieldErrors(failed);
      const namesErrors = sectionNamesFromServer(fields);
      if (namesRefused(namesErrors) && !fields?.name) {
        setSectionNamesError(namesErrors);
        return false;
      }
      setSectionError(fields?.name ?? failed.serverMessage ?? failureText(failed, SHOP_FAILURE.createSection, tm));
      return false;
    } finally {
      setCreatingSection(false);
    }
  };

  /** The chosen section's Hindi and Tamil names, when changed here: saved before the item; false when refused. */
  const saveSectionNames = async (): Promise<boolean> => {
    if (!chosen || !shop || !sectionNames || sectionNames.id !== chosen._id) return true;
    const names = namesPayload(sectionNames, chosen.names ?? {});
    if (!names) return true;
    const namesErrors = sectionNamesErrors(sectionNames);
    setSectionNamesError(namesErrors);
    if (namesRefused(namesErrors)) return false;
    try {
      await updateSection({ id: chosen._id, shopId: shop._id, name: chosen.name, names }).unwrap();
      setSectionNames(null);
      return true;
    } catch (error) {
      const failed = error as QueryError;
      const fromServer = sectionNamesFromServer(fieldErrors(failed));
      if (namesRefused(fromServer)) setSectionNamesError(fromServer);
      else {
        const message = failureText(failed, SHOP_FAILURE.saveProduct, tm);
        setFailure(message);
        toast.error(message, PRODUCT_TOAST_MS.error);
      }
      return false;
    }
  };

  const save = form.handleSubmit(async (values) => {
    if (!shop) return;
    setFailure(null);
    if (!(await saveSectionNames())) return;
    const description = values.description.trim();
    const names = namesPayload(values.names, product ? (product.names ?? {}) : null);
    try {
      await saveProduct({
        id: product?._id,
        body: {
          name: values.name.trim(),
          shop_id: shop._id,
          menu_section_id: values.menu_section_id,
          price: Number(values.price),
          ...(description ? { description } : {}),
          ...(names && Object.keys(names).length ? { names } : {}),
          ...(sameIds(groupIds, savedGroupIds) ? {} : { option_group_ids: groupIds }),
        },
      }).unwrap();
      toast.success(tm(product ? SHOP_SUCCESS.productUpdated : SHOP_SUCCESS.productAdded), PRODUCT_TOAST_MS.success);
      onClose();
    } catch (error) {
      const failed = error as QueryError;
      const { option_group_ids: groupsMessage, ...others } = fieldErrors(failed) ?? {};
      setGroupsError(groupsMessage);
      const errors = groupsMessage || Object.keys(others).length ? others : undefined;
      const rest = applyServerErrors(form, errors, FIELDS);
      if (rest.length || (!errors && !groupsMessage)) {
        const message = tm(rest[0] ?? failureText(failed, SHOP_FAILURE.saveProduct, tm));
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
        await form.trigger(['name', 'price', 'description', 'names.hi', 'names.ta']);
        return;
      }
    }
    await save();
  };

  const busy = form.formState.isSubmitting || creatingSection;
  const sectionFieldError = form.formState.errors.menu_section_id?.message;
  const namesHint = t('menu.names.hint');
  const sectionNamesProps = (draft: NamesDraft, change: (next: NamesDraft) => void) =>
    ({
      hi: {
        label: t('menu.names.sectionHindi'),
        value: draft.hi,
        error: sectionNamesError.hi && tm(sectionNamesError.hi),
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
          change({ ...draft, hi: e.target.value });
          setSectionNamesError((errors) => ({ ...errors, hi: undefined }));
        },
      },
      ta: {
        label: t('menu.names.sectionTamil'),
        value: draft.ta,
        error: sectionNamesError.ta && tm(sectionNamesError.ta),
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
          change({ ...draft, ta: e.target.value });
          setSectionNamesError((errors) => ({ ...errors, ta: undefined }));
        },
      },
    }) as const;
  const hasNames = (draft: NamesDraft) => Boolean(draft.hi || draft.ta);

  return (
    <>
      <Dialog
        open={open}
        title={product ? t('menu.item.editTitle') : t('menu.item.addTitle')}
        onClose={onClose}
        busy={busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form="product-form" busy={form.formState.isSubmitting} disabled={creatingSection}>
              {product ? t('menu.item.saveChanges') : t('menu.item.add')}
            </Button>
          </>
        }
      >
        <form id="product-form" noValidate onSubmit={(e) => void submit(e)}>
          <TextField label={t('menu.item.name')} autoComplete="off" {...field('name')} />
          <LocalNamesDisclosure
            summary={t('menu.names.summary')}
            hint={namesHint}
            startOpen={hasNames(namesDraftOf(product?.names))}
            hi={{ label: t('menu.names.hindi'), ...field('names.hi') }}
            ta={{ label: t('menu.names.tamil'), ...field('names.ta') }}
          />
          {newSection === null ? (
            <div>
              <SelectField
                label={t('menu.item.section')}
                placeholder={t('menu.item.chooseSection')}
                options={options}
                {...field('menu_section_id')}
              />
              <Button
                variant="ghost"
                onClick={() => {
                  setNewSection('');
                  setSectionError(undefined);
                  setSectionNamesError({});
                }}
              >
                {t('menu.item.newSection')}
              </Button>
              {chosen && (
                <LocalNamesDisclosure
                  key={chosen._id}
                  summary={t('menu.names.sectionSummary', { section: chosen.name })}
                  hint={t('menu.names.sectionHint')}
                  startOpen={hasNames(namesDraftOf(chosen.names))}
                  {...sectionNamesProps(chosenNames, (next) => setSectionNames({ ...next, id: chosen._id }))}
                />
              )}
            </div>
          ) : (
            <fieldset className="card" style={{ marginBottom: 12 }}>
              <legend className="sr-only">{t('menu.item.newSectionLegend')}</legend>
              <TextField
                label={t('menu.item.newSectionName')}
                autoComplete="off"
                placeholder={t('menu.item.newSectionPlaceholder')}
                value={newSection}
                error={
                  sectionError ? tm(sectionError) : typeof sectionFieldError === 'string' ? tm(sectionFieldError) : undefined
                }
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
              <LocalNamesDisclosure
                summary={t('menu.names.newSectionSummary')}
                hint={t('menu.names.sectionHint')}
                {...sectionNamesProps(newSectionNames, setNewSectionNames)}
              />
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button variant="secondary" onClick={() => void createSection()} busy={creatingSection}>
                  {t('menu.item.createSection')}
                </Button>
                {sections.length > 0 && (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setNewSection(null);
                      setSectionError(undefined);
                      setSectionNamesError({});
                    }}
                  >
                    {t('menu.item.chooseExisting')}
                  </Button>
                )}
              </div>
            </fieldset>
          )}
          <TextField label={t('menu.item.price')} type="number" inputMode="decimal" min={1} step="0.01" {...field('price')} />
          <TextArea label={t('menu.item.description')} rows={3} {...field('description')} />
          {open && (
            <Suspense fallback={<Spinner label={t('menu.item.loadingOptions')} />}>
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
