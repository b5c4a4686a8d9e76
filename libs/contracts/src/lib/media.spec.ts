import {
  contrastRatio,
  IMAGE_MAX_BYTES,
  imageFileError,
  MEDIA_MESSAGES,
  readableTextColor,
  SUGGESTED_THEME_COLORS,
  themeColorError,
  themePalette,
} from './media';

describe('media rules', () => {
  it('imageFileError: type first, then size', () => {
    expect(imageFileError({ type: 'image/png', size: 10 })).toBeUndefined();
    expect(imageFileError({ type: 'image/gif', size: 10 })).toBe(MEDIA_MESSAGES.unsupportedType);
    expect(imageFileError({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(MEDIA_MESSAGES.tooLarge);
    expect(imageFileError({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeUndefined();
  });

  it('themeColorError: #rrggbb or null', () => {
    expect(themeColorError('#1d4ed8')).toBeUndefined();
    expect(themeColorError(null)).toBeUndefined();
    for (const bad of ['1d4ed8', '#fff', 'red', 3, undefined])
      expect(themeColorError(bad)).toBe(MEDIA_MESSAGES.themeColorInvalid);
  });

  it('the palette keeps AA contrast whatever the colour', () => {
    for (const color of [...SUGGESTED_THEME_COLORS, '#ffffff', '#000000', '#ffff00', '#00ff00', '#777777']) {
      const palette = themePalette(color);
      expect(contrastRatio(palette.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primary, '#fffaf3')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.band, palette.bandText)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primaryDark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextColor('#fbbf24')).toBe('#111827');
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
  });
});
