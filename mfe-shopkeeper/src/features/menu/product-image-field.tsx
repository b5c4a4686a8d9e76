import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
// eslint-disable-next-line no-restricted-imports -- the upload: a File and a progress callback are no cache arguments
import { uploadProductImage } from '@chowk/api-client';
import { ITEM_IMAGE_LIMIT, MEDIA_MESSAGES, planIncludes, planRequiredMessage, type Product } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import { Button, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { productSaved, useRemoveProductImageMutation } from '../../store/menu.api';
import { useShopSession } from '../auth/shop-session';
import { ImagePicker, UploadProgressBar, useImageUpload } from './image-picker';

const PLANS_PATH = '/shop/dashboard?show-subscription-plan=true';

/**
 * The image of a saved menu item (the Professional plan): choose, preview, upload with
 * its progress, remove. A registered shop without the plan sees why it is locked and the way to
 * the plans; the trial keeps its menu on the device and has no images (nothing shows).
 */
export function ProductImageField({ product }: { product: Product }) {
  const { t } = useText();
  const tm = useMessage();
  const { mode, shop } = useShopSession();
  if (mode !== 'api' || !shop) return null;
  if (!planIncludes(shop.plan, 'item_images')) {
    return (
      <div className="card" style={{ marginBottom: 12 }} data-testid="item-image-locked">
        <p style={{ margin: 0, fontWeight: 700 }}>{t('menu.image.title')}</p>
        <p className="stat-hint" style={{ margin: '4px 0 8px' }}>
          {tm(planRequiredMessage('item_images'))}
        </p>
        <Link to={PLANS_PATH}>{t('common.seePlans')}</Link>
      </div>
    );
  }
  return <ImageEditor product={product} />;
}

function ImageEditor({ product }: { product: Product }) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const [removeImage] = useRemoveProductImageMutation();
  const errorId = useId();
  // The saved image as this dialog last knew it (the cached item updates too). The upload is a
  // plain call rather than a mutation: its file and progress callback are no cache arguments.
  const [current, setCurrent] = useState<string | null>(product.image_url ?? null);
  /** The answer's item into the menu list (the same update a save makes). */
  const applied = (next: Product) => {
    setCurrent(next.image_url ?? null);
    dispatch(productSaved(next));
  };

  const { pending, progress, removing, error, setError, previewUrl, upload, remove } = useImageUpload({
    send: async (file, onProgress) => {
      const answer = await uploadProductImage(product._id, file, onProgress);
      applied(answer.product);
      return answer.message || MEDIA_MESSAGES.itemImageSaved;
    },
    drop: async () => {
      const answer = await removeImage(product._id).unwrap();
      setCurrent(answer.product.image_url ?? null);
      return answer.message || MEDIA_MESSAGES.itemImageRemoved;
    },
  });
  const shown = previewUrl ?? current;

  return (
    <fieldset className="card" style={{ marginBottom: 12 }} aria-busy={pending !== null || removing || undefined}>
      <legend style={{ fontWeight: 700 }}>{t('menu.image.title')}</legend>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <img
            src={shown}
            alt={pending ? t('menu.image.uploadingAlt', { name: product.name }) : product.name}
            width={80}
            height={80}
            data-testid="item-image-preview"
            style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid var(--c-border)', opacity: pending ? 0.6 : 1 }}
          />
        ) : (
          <p className="stat-hint" style={{ margin: 0 }}>
            {t('menu.image.none', { limit: ITEM_IMAGE_LIMIT })}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <ImagePicker
            label={current ? t('menu.image.replace') : t('menu.image.choose')}
            inputLabel={t('menu.image.file')}
            busy={pending !== null}
            disabled={removing}
            describedBy={error ? errorId : undefined}
            onFile={(file) => void upload(file)}
            onError={setError}
          />
          {current && (
            <Button variant="ghost" busy={removing} disabled={pending !== null} onClick={() => void remove()}>
              {t('menu.image.remove')}
            </Button>
          )}
        </div>
      </div>
      <UploadProgressBar label={t('menu.image.uploading')} value={progress} />
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
