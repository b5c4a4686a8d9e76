import type { MessageCatalogue } from '../../messages';

/** The API's own wire texts (libs/contracts/src/lib/api-texts.ts): English → Tamil. */
const api: MessageCatalogue = {
  // API_HTTP_TEXTS
  'A body that is not application/json': 'கோரிக்கையின் தரவு application/json வடிவில் இல்லை',
  'Unsupported Media Type': 'இந்த தரவு வகை ஏற்கப்படாது',
  'Request body size did not match Content-Length': 'கோரிக்கைத் தரவின் அளவு Content-Length உடன் பொருந்தவில்லை',
  'Validation failed (object is expected)': 'சரிபார்ப்பு தோல்வி (ஆப்ஜெக்ட் தேவை)',
  // SHOP_QUERY_MESSAGES
  'limit must be a whole number from 1 to 50': 'limit 1 முதல் 50 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'radius_km must be a number from 0 to 100': 'radius_km 0 முதல் 100 வரையிலான எண்ணாக இருக்க வேண்டும்',
  'name must be text of at most 100 characters': 'name அதிகபட்சம் 100 எழுத்துகள் கொண்ட உரையாக இருக்க வேண்டும்',
  'include must be menu': 'include இன் மதிப்பு menu ஆக இருக்க வேண்டும்',
  // API_FIELD_TEXTS
  'ordersPaused must be true or false': 'ordersPaused இன் மதிப்பு true அல்லது false ஆக இருக்க வேண்டும்',
  'delivers must be true or false': 'delivers இன் மதிப்பு true அல்லது false ஆக இருக்க வேண்டும்',
  'sold_out is required': 'sold_out தேவை',
  'callbackUrl must be a string': 'callbackUrl உரையாக இருக்க வேண்டும்',
  'callbackUrl must be shorter than or equal to 500 characters': 'callbackUrl அதிகபட்சம் 500 எழுத்துகள் வரை இருக்கலாம்',
  // PAYMENT_GATEWAY_TEXTS
  'Payment initiated': 'பணம் செலுத்துதல் தொடங்கியது',
  Recorded: 'பதிவு செய்யப்பட்டது',
  'Already recorded': 'ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது',
};
export default api;
