import type { MessageCatalogue } from '../../messages';

/** The API's own wire texts (libs/contracts/src/lib/api-texts.ts): English → Hindi. */
const api: MessageCatalogue = {
  // API_HTTP_TEXTS
  'A body that is not application/json': 'अनुरोध का डेटा application/json में नहीं है',
  'Unsupported Media Type': 'यह डेटा प्रकार स्वीकार नहीं है',
  'Request body size did not match Content-Length': 'अनुरोध के डेटा का आकार Content-Length से मेल नहीं खाता',
  'Validation failed (object is expected)': 'जाँच में गड़बड़ी (ऑब्जेक्ट चाहिए)',
  // SHOP_QUERY_MESSAGES
  'limit must be a whole number from 1 to 50': 'limit 1 से 50 तक की पूरी संख्या होनी चाहिए',
  'radius_km must be a number from 0 to 100': 'radius_km 0 से 100 तक की संख्या होनी चाहिए',
  'name must be text of at most 100 characters': 'name ज़्यादा से ज़्यादा 100 अक्षरों का टेक्स्ट होना चाहिए',
  'include must be menu': 'include का मान menu होना चाहिए',
  // API_FIELD_TEXTS
  'ordersPaused must be true or false': 'ordersPaused का मान true या false होना चाहिए',
  'delivers must be true or false': 'delivers का मान true या false होना चाहिए',
  'sold_out is required': 'sold_out देना ज़रूरी है',
  'callbackUrl must be a string': 'callbackUrl टेक्स्ट होना चाहिए',
  'callbackUrl must be shorter than or equal to 500 characters': 'callbackUrl ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  // PAYMENT_GATEWAY_TEXTS
  'Payment initiated': 'भुगतान शुरू हो गया',
  Recorded: 'दर्ज हो गया',
  'Already recorded': 'पहले ही दर्ज है',
};
export default api;
