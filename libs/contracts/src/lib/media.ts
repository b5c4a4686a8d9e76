/**
 * Images of the Professional plan: a shop's logo and banner (a customised shop) and
 * its menu items' images. The bounds, the accepted types, the messages and the theme colour's
 * rule, written once for the API, the shopkeeper's upload forms and the storefront.
 */
import { ITEM_IMAGE_LIMIT } from './plans';

export type ImageKind = 'logo' | 'banner' | 'item';

/** What an upload may be: the request body's Content-Type and the file input's `accept`. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** 5 MB: a phone photo fits; the stored image is resized to a fraction of it. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The stored size of each kind (WebP): cover crops to the box, inside fits without enlarging. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  logo: { width: 256, height: 256, fit: 'cover' },
  banner: { width: 1200, height: 400, fit: 'cover' },
  item: { width: 600, height: 600, fit: 'inside' },
};

/** #rrggbb. */
export const THEME_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A few colours the settings offer before the free picker (each readable with white or dark text). */
export const SUGGESTED_THEME_COLORS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#fbbf24',
] as const;

export const MEDIA_MESSAGES = {
  unsupportedType: 'Upload a JPEG, PNG or WebP image',
  unreadable: 'This image could not be read. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'The image is larger than 5 MB. Choose a smaller one.',
  itemImageLimit: `This shop already has ${ITEM_IMAGE_LIMIT} item images, the most the Professional plan includes. Remove one to add another.`,
  themeColorInvalid: 'Choose a colour like #1d4ed8',
  imageNotFound: 'Image not found',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  bannerSaved: 'Banner saved',
  bannerRemoved: 'Banner removed',
  themeSaved: 'Theme colour saved',
  itemImageSaved: 'Item image saved',
  itemImageRemoved: 'Item image removed',
  uploadFailed: 'Could not upload the image. Please try again.',
  removeFailed: 'Could not remove the image. Please try again.',
  themeFailed: 'Could not save the colour. Please try again.',
} as const;

/** PATCH /api/shops/{id}/theme: a colour, or null for the standard look. */
export interface ThemeColorPayload {
  theme_color: string | null;
}

/** The browser's check before an upload (the API checks again): type, then size. */
export function imageFileError(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.unsupportedType;
  if (file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  if (file.size === 0) return MEDIA_MESSAGES.unreadable;
  return undefined;
}

export function themeColorError(raw: unknown): string | undefined {
  if (raw === null) return undefined;
  return typeof raw === 'string' && THEME_COLOR_PATTERN.test(raw) ? undefined : MEDIA_MESSAGES.themeColorInvalid;
}

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2): the storefront puts text on the shop's colour; it picks white or dark text,
// whichever reads better (one of the two always reaches 4.5:1).
// ---------------------------------------------------------------------------------------------

const channel = (hex: string, at: number): number => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(color: string): number {
  return 0.2126 * channel(color, 1) + 0.7152 * channel(color, 3) + 0.0722 * channel(color, 5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

/** White or dark text on `background` (#rrggbb), whichever contrasts more. */
export function readableTextColor(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The colour itself where it is text or an outline on a white page (links, prices), or, when it
 * is too light for that (under 4.5:1 on white), the dark text colour.
 */
export function accentOnWhite(color: string): string {
  return contrastRatio(color, LIGHT_TEXT) >= 4.5 ? color : DARK_TEXT;
}

const hex2 = (n: number): string =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** `color` moved `amount` (0–1) of the way to `target`, both #rrggbb. */
export function mixColors(color: string, target: string, amount: number): string {
  const part = (c: string, at: number) => parseInt(c.slice(at, at + 2), 16);
  return `#${[1, 3, 5].map((at) => hex2(part(color, at) + (part(target, at) - part(color, at)) * amount)).join('')}`;
}

/** The page background the colours are read on (libs/ui `--c-bg`, a little darker than white). */
const PAGE_BACKGROUND = '#fffaf3';

/**
 * A shop's colour as the storefront uses it: `primary` (buttons with white text, links and
 * outlines on the page) is the colour itself, darkened just enough to reach 4.5:1 on the page
 * when it is too light; `band` is the colour as chosen, for areas whose text is `bandText`.
 */
export interface ThemePalette {
  primary: string;
  primaryDark: string;
  primarySoft: string;
  band: string;
  bandText: string;
}

export function themePalette(color: string): ThemePalette {
  let primary = color.toLowerCase();
  for (let step = 0; step < 30 && contrastRatio(primary, PAGE_BACKGROUND) < 4.6; step++)
    primary = mixColors(primary, '#000000', 0.08);
  // A mid-tone that neither white nor dark text reads well on becomes the darkened colour.
  const band = contrastRatio(color, readableTextColor(color)) >= 4.5 ? color.toLowerCase() : primary;
  return {
    primary,
    primaryDark: mixColors(primary, '#000000', 0.2),
    primarySoft: mixColors(color, '#ffffff', 0.85),
    band,
    bandText: readableTextColor(band),
  };
}
