/**
 * The static remote's own words in English (the spec's, word for word), for the landing page and
 * the footer: they load with the landing. The other pages' words (about, contact, the legal
 * pages) are in ./pages, loaded with those pages. Keys: `area.thing`.
 */
const en = {
  landing: {
    hero: {
      kicker: 'For tea stalls, bakeries, kirana stores and the people who love them',
      title: 'Order from the shops around your chowk',
      lead: 'Chowk puts your neighbourhood shop online in minutes. Shopkeepers share a simple shop code; customers open the menu, fill a cart and place an order from their phone. No app to install and no account to create.',
      shopkeeper: "I'm a Shopkeeper",
      customer: "I'm a Customer",
    },
    values: {
      label: 'Why Chowk',
      smallShopsTitle: 'Made for small shops',
      smallShopsText: 'Menu sections, prices in rupees and orders on one screen. Nothing to learn, nothing to install.',
      customersTitle: 'Easy for customers',
      customersText: 'Your phone is enough. Verify a number once with a one-time code and order.',
      pickupTitle: 'Pickup or delivery',
      pickupText: 'Pickup is free and usually ready in 15 to 20 minutes; delivery is a flat ₹29.',
    },
    how: {
      title: 'How It Works',
      tabsLabel: 'How It Works for',
      shopkeeperTab: 'Shopkeeper',
      customerTab: 'Customer',
      shopkeeper: {
        setUpTitle: 'Set up your shop',
        setUpText: 'Add your shop name, category and area. It takes a few minutes, or start with a free trial.',
        menuTitle: 'Add your menu',
        menuText: 'Group items into sections like Chai, Snacks or Groceries and set prices in rupees.',
        codeTitle: 'Share your shop code',
        codeText: 'Print it at the counter or send it on WhatsApp. Customers use it to find you.',
        ordersTitle: 'Take orders',
        ordersText: 'Orders arrive on your dashboard. Mark them confirmed, preparing, ready and completed.',
      },
      customer: {
        findTitle: 'Find your shop',
        findText: 'Enter the shop code, or browse the shops near you.',
        cartTitle: 'Fill your cart',
        cartText: 'Pick items from the menu. You see the full total, with 5% GST, before you place the order.',
        verifyTitle: 'Verify once',
        verifyText: 'Confirm your email or mobile number with a one-time code. No account or password needed.',
        getItTitle: 'Pick up or get it delivered',
        getItText: 'Choose free pickup or delivery, pay by card, QR or cash, and the shop gets to work.',
      },
    },
    cta: {
      title: 'Your shop, open online today',
      text: 'Try Chowk free on this device. When you are ready, register your shop and share its code with your regulars.',
      trial: 'Start your free trial',
      order: 'Order from a shop',
    },
    shopkeeperDialog: {
      title: 'Start as a Shopkeeper',
      options: 'Shopkeeper options',
      loginTitle: 'Login',
      loginText: 'Already on Chowk? Sign in to your shop.',
      registerTitle: 'Register',
      registerText: 'Put your shop on Chowk and let nearby customers order from it.',
      trialTitle: 'Free trial',
      trialText: 'Look around first. Your trial shop stays on this device and customers cannot see it.',
    },
    customerDialog: {
      title: 'Continue as a Customer',
      intro: 'No account needed: order straight from your phone.',
      options: 'Customer options',
      codeTitle: 'Shop code',
      codeText: 'Type the code your shop shared with you, like SHOP-1234.',
      qrTitle: 'Scan QR',
      qrText: 'Point your camera at the QR code on the counter. Your browser will ask for permission to use your camera.',
      nearbyTitle: 'Nearby shops',
      nearbyText: 'See the shops around you. Your browser will ask for permission to use your location.',
      loadingCodeForm: 'Loading the shop code form…',
      loadingScanner: 'Loading the QR scanner…',
    },
    shopCode: {
      label: 'Enter shop code',
      submit: 'Go to shop',
      finding: 'Finding shop…',
      /** docs/product.md §5, exact text. */
      required: 'Please enter a shop code',
      invalid: 'Shop codes use letters, numbers and hyphens, like SHOP-1234.',
    },
    qr: {
      starting: 'Starting the camera… Allow it when your browser asks.',
      scanning: "Point your camera at the shop's QR code.",
      cameraLabel: 'Camera view for scanning a QR code',
      typeInstead: 'Type the shop code instead',
      loadFailed: 'The QR scanner could not load. Check your connection, or enter the shop code.',
    },
  },
  footer: {
    tagline: 'Ordering for the tea stalls, bakeries and kirana stores around you.',
    nav: 'Footer',
    about: 'About',
    contact: 'Contact',
    refund: 'Refund Policy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    copyright: '© {{year}} {{company}}. All rights reserved. Made in Bengaluru.',
  },
  newsletter: {
    title: 'Stay in the loop',
    lead: 'New features and tips for local shops, once or twice a month.',
    email: 'Email address',
    subscribe: 'Subscribe',
  },
} as const;
export default en;
