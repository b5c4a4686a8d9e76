import {
  imageUrl,
  planIncludes,
  printSettingsOf,
  type Shop as ShopView,
  type ShopBranding,
  type ShopPlan,
} from '@chowk/contracts';
import type { Shop } from '../schemas/shop.schema';

/** The record's plan on the wire (ISO dates, no payment id); null when none was bought. */
export function shopPlanView(shop: Pick<Shop, 'plan'>): ShopPlan | null {
  const plan = shop.plan;
  if (!plan?.id || !plan.renewsAt) return null;
  return {
    id: plan.id,
    period: plan.period,
    started_at: new Date(plan.startedAt).toISOString(),
    renews_at: new Date(plan.renewsAt).toISOString(),
  };
}

const NO_BRANDING: ShopBranding = Object.freeze({ logo_url: null, banner_url: null, theme_color: null });

/** What customers see of the shop's look: only while its plan includes a customised shop. */
export function brandingView(shop: Pick<Shop, 'plan' | 'branding'>, now: Date): ShopBranding {
  const branding = shop.branding;
  if (!branding || !planIncludes(shopPlanView(shop), 'custom_shop', now)) return { ...NO_BRANDING };
  return {
    logo_url: branding.logoImageId ? imageUrl(String(branding.logoImageId)) : null,
    banner_url: branding.bannerImageId ? imageUrl(String(branding.bannerImageId)) : null,
    theme_color: branding.themeColor ?? null,
  };
}

/** The owner-only fields of the wire shape. */
export function ownerFields(
  shop: Pick<Shop, 'plan' | 'registrationPaidAt' | 'whatsapp' | 'printing'>,
): Pick<ShopView, 'plan' | 'registration_paid' | 'whatsapp' | 'printing'> {
  return {
    plan: shopPlanView(shop),
    registration_paid: Boolean(shop.registrationPaidAt),
    whatsapp: { number: shop.whatsapp?.number ?? null, enabled: Boolean(shop.whatsapp?.enabled) },
    // A shop that never saved them prints with the defaults (58 mm, no KOT on confirm).
    printing: printSettingsOf({ paper: shop.printing?.paper, kot_on_confirm: shop.printing?.kotOnConfirm }),
  };
}
