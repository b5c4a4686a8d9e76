/**
 * The words of the about, contact and legal pages in English (the spec's, word for word): a
 * catalogue of its own (namespace `static-pages`) so a first visit to the landing does not
 * download them. Texts with a link inside are rendered with `<RichText>`: the link is `<0>…</0>`
 * (numbered tags, which the pseudo-locale leaves alone), `{{name}}` a value.
 */
const en = {
  about: {
    title: 'About Chowk',
    lead: 'Chowk is an ordering platform for the small shops at the heart of every Indian neighbourhood: the tea stall at the corner, the bakery that sells out of rusks by noon, the kirana store that has known your family for years.',
    storyTitle: 'Our story',
    story1:
      'Chowk began at a tea stall in Bengaluru. Office-goers phoned in their chai and samosa orders every afternoon, and the owner scribbled them on the back of a calendar. Orders got mixed up, some were forgotten, and on busy days the phone simply went unanswered. The big delivery apps were no help: their fees were higher than his margin, and they were built for restaurants, not for a stall with twelve items on the menu.',
    story2:
      'So we built something small for him: a menu on a web page, a shop code his customers could type, and one screen that listed the orders as they came in. Soon the bakery next door wanted it, then the kirana store across the road. Chowk, named after the crossroads where these shops gather, grew from there.',
    missionTitle: 'Our mission',
    mission:
      'To give every small local shop in India the same easy online ordering that large chains take for granted, at a price that makes sense for a shop that counts its earnings in hundreds of rupees a day, and to let their customers order in under a minute.',
    valuesTitle: 'What we value',
    simpleTitle: 'Simple first.',
    simpleText:
      'If a chaiwala cannot set it up between two rushes, it is too complicated. Every screen is built for a phone and a busy counter.',
    fairTitle: 'Fair to small shops.',
    fairText:
      'Clear plan prices in rupees, a free trial before you pay anything, and your customers stay your customers. A shop that pays for Chowk should earn more than it spends.',
    dataTitle: 'Respect for people’s data.',
    dataText: 'We ask only for what an order needs, we do not sell personal data, and customers do not need an account.',
    localTitle: 'Local by design.',
    localText:
      'The neighbourhood shop knows its customers by name. Chowk helps it keep that relationship rather than replacing it.',
    whyTitle: 'Why we exist',
    why1: 'Neighbourhood shops feed and supply most of India, yet they are the last to benefit from online ordering. Shopkeepers lose orders to missed calls and confusion; customers wait in queues for things they could have ordered ahead. Chowk closes that gap without asking either side to change how they like to do business.',
    why2: 'For customers, there is nothing to sign up for. Chowk recognises you by the device you use: your browser keeps a random identifier, and that is how your orders find their way back to you. When you place an order, you confirm your email address or mobile number once with a one-time code so the shop can reach you. An account is optional.',
    why3: 'For shopkeepers, Chowk is a menu, an order book and a simple sales dashboard in one place. You can try it free on your own phone before registering your shop. Questions? <0>Talk to us</0>.',
  },
  contact: {
    title: 'Contact Us',
    lead: 'A question about an order, your shop, a plan or this website? Write to us and a real person in Bengaluru will answer, usually within one working day. For anything about a particular order, the shop that took it can help fastest.',
    formTitle: 'Write to us',
    name: 'Full Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    otherWays: 'Other ways to reach us',
    support: 'Customer support',
    business: 'Business and partnerships',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    office: 'Office',
    hours: 'Hours',
  },
  /** Chowk's support hours (the contact page, the refund policy). */
  supportHours: 'Monday to Saturday, 9:30 AM to 6:30 PM IST',
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    privacy: {
      title: 'Privacy Policy',
      intro:
        'This policy explains what {{company}} ("Chowk", "we") collects when you use Chowk as a customer or a shopkeeper, why, who sees it, and the choices you have.',
      collectTitle: 'Information we collect',
      collectLead: 'We collect only what we need to run Chowk:',
      deviceTitle: 'Device identifier.',
      deviceText:
        'Your browser creates a random id the first time you visit and keeps it in local storage. It is how we recognise a customer without an account.',
      contactTitle: 'Contact details you verify.',
      contactText:
        'The email address or mobile number you confirm with a one-time code before ordering, and the name you choose to add to an order.',
      orderTitle: 'Order details.',
      orderText:
        'What you ordered, from which shop, the amounts in rupees, your notes, the pickup or delivery choice and the order status.',
      accountTitle: 'Shopkeeper account details.',
      accountText:
        'Owner and shop name, mobile number, optional email, shop category and location, menu items and prices, and a securely hashed password.',
      paymentTitle: 'Payment records.',
      paymentText:
        'For plan purchases, the transaction reference and amount from our UPI payment provider. We never see or store your card number, UPI PIN or bank details.',
      messagesTitle: 'Messages to us.',
      messagesText: 'What you send through the contact form, and the email address you give for our newsletter.',
      technicalTitle: 'Technical data.',
      technicalText: 'IP address, browser type, pages visited and error logs, kept to keep the service secure and working.',
      useTitle: 'How we use your information',
      use1: 'To pass your order to the shop you chose, and let the shop contact you about it.',
      use2: 'To send one-time codes that verify your email or mobile number.',
      use3: 'To run shop accounts, plans and payments, and to send receipts and service messages.',
      use4: 'To answer your messages and, if you subscribed, to send our newsletter.',
      use5: 'To prevent fraud and abuse, fix problems and understand how Chowk is used so we can improve it.',
      use6: 'To meet our obligations under Indian law, including tax and accounting rules.',
      shopsTitle: 'What shops see',
      shops:
        'A shop sees the details of orders placed with it: your name if you gave one, the verified email or mobile number, the items, notes and amounts. Each shop is responsible for how it uses those details. Shops do not see your orders with other shops.',
      cookiesTitle: 'Cookies and local storage',
      cookies1:
        "Chowk keeps a few small items in your browser's local storage: your device identifier, your sign-in token if you have one, and, for free-trial shops, the trial's menu and orders. These are needed for the service to work and are not used for advertising.",
      cookies2:
        'Our advertising partner (see below) may set its own cookies. You can clear cookies and local storage at any time in your browser settings; clearing them signs you out and gives your browser a new device identifier.',
      adsTitle: 'Advertising',
      ads: 'Some public pages of Chowk may show ads from a third-party ad network. The network may use cookies or similar technology to show ads based on your visits to this and other websites, under its own privacy policy. We do not share your orders, contact details or shop data with the ad network. You can turn off personalised ads in your ad network or browser settings, or block third-party cookies; you will still see ads, but they will be less relevant.',
      shareTitle: 'Who we share information with',
      share:
        'We do not sell personal data. We share it only with the shop you order from; with service providers who work for us (hosting, SMS and email delivery, our UPI payment provider) under contracts that limit their use of it; and with authorities when Indian law requires it.',
      keepTitle: 'How long we keep it',
      keep1: 'One-time codes expire within minutes and are deleted soon after.',
      keep2: "Orders are kept for as long as the shop's account is active, and up to 8 years where tax law requires.",
      keep3:
        'Shopkeeper accounts are kept until you ask us to close them, then deleted within 90 days, except records we must keep by law.',
      keep4: 'Contact messages are kept for 2 years; newsletter addresses until you unsubscribe.',
      keep5: 'Technical logs are kept for up to 90 days.',
      rightsTitle: 'Your rights',
      rights:
        'Under the Digital Personal Data Protection Act, 2023 and other Indian law, you may ask us for a summary of the personal data we hold about you, ask us to correct or erase it, withdraw consent you gave (for example, to the newsletter), and nominate someone to act for you. Write to <0>{{email}}</0>; we answer within 30 days. If you are not satisfied, you may complain to our Grievance Officer at the same address and then to the Data Protection Board of India.',
      securityTitle: 'Security',
      security:
        'Traffic to Chowk is encrypted, passwords are stored only as hashes, and access to personal data inside Chowk is limited to the people who need it. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.',
      childrenTitle: 'Children',
      children:
        'Shop accounts are for people aged 18 or over (see our <0>Terms of Service</0>). We do not knowingly collect data about children beyond what a parent or guardian provides when ordering.',
      changesTitle: 'Changes to this policy',
      changes:
        'When we change this policy we update the date at the top of this page. If a change is significant, we also tell shopkeepers by email or on their dashboard before it takes effect. Using Chowk after a change means you accept the updated policy.',
      contactUsTitle: 'Contact',
      contactUs: 'Questions about privacy: <0>{{email}}</0>, or write to {{address}}.',
    },
    terms: {
      title: 'Terms of Service',
      intro: 'Please read these terms before using Chowk. They are written to be understood, not to be clever.',
      acceptanceTitle: 'Acceptance of these terms',
      acceptance:
        'These terms are an agreement between you and {{company}} ("Chowk", "we", "us"). By using the Chowk website or any of its services, as a customer, a shopkeeper or a visitor, you agree to them. If you do not agree, please do not use Chowk.',
      eligibilityTitle: 'Eligibility and age',
      eligibility:
        'You must be at least {{age}} years old, and able to enter a binding contract under Indian law, to create a Chowk account, register a shop, start a free trial or buy a plan. Anyone younger may order from a shop only with the involvement of a parent or guardian who accepts these terms on their behalf.',
      whatTitle: 'What Chowk is',
      what: 'Chowk is software that lets local shops publish a menu and take orders, and lets customers find those shops and order from them. Chowk is not a party to the sale between a customer and a shop and does not prepare, stock, sell or deliver any goods.',
      accountsTitle: 'Accounts and security',
      accounts:
        'Give accurate details when you register and keep them up to date. Keep your password and one-time codes to yourself; you are responsible for what happens under your account. Tell us at once at <0>{{email}}</0> if you think someone else has used it. Customers need no account: they are recognised by their device and verify an email or mobile number before ordering.',
      shopkeepersTitle: 'Shopkeepers’ responsibilities',
      shopkeepers1: 'List only goods you are allowed to sell, with honest names, descriptions and prices in rupees.',
      shopkeepers2:
        'Hold the licences and registrations your business needs, such as FSSAI registration for food and GST registration where it applies.',
      shopkeepers3: 'Prepare, hand over or deliver orders as promised, and handle refunds and complaints about your orders.',
      shopkeepers4: "Use customers' contact details only to fulfil and discuss their orders.",
      ordersTitle: 'Orders and customers',
      orders:
        'An order is an offer to buy from the shop; the contract is formed when the shop accepts it. The shop sets its menu, prices, availability and timings and may decline an order. Check your order before you place it, and give a contact you can be reached on.',
      pricesTitle: 'Prices, taxes and payments',
      prices:
        "All prices are in Indian rupees. Order totals show the subtotal, 5% GST and any delivery fee before you confirm. Plan prices are shown before you pay and are charged through our UPI payment provider; online order payments carry a 0.04% charge to the shop. Payment providers' own terms also apply.",
      trialTitle: 'Free trial, plans and renewal',
      trial:
        'The free trial is for trying Chowk on one device; its data stays in that browser and the trial shop is not visible to customers. Paid plans renew automatically at the end of each month or year until you cancel, which you can do at any time; cancellation stops the next renewal. Refunds follow our <0>Refund Policy</0>, including its 14-day money-back guarantee.',
      useTitle: 'Acceptable use',
      use1: "No illegal, unsafe, counterfeit or restricted goods, and nothing that infringes someone else's rights.",
      use2: "No fake orders, fake shops, spam, or misuse of other people's contact details.",
      use3: 'No attempts to break, overload, scrape or get around the security of Chowk.',
      contentTitle: 'Content and intellectual property',
      content:
        'You keep the rights to the menus, photos and text you add, and give us permission to display them to run and promote your shop on Chowk. The Chowk name, logo, software and design belong to us; you may not copy them without our written permission.',
      privacyTitle: 'Privacy',
      privacy: 'How we handle personal data is described in our <0>Privacy Policy</0>, which is part of these terms.',
      liabilityTitle: 'Disclaimers and limitation of liability',
      liability:
        'We work hard to keep Chowk available and correct, but it is provided "as is", without a promise that it will always be uninterrupted or error-free. Shops, not Chowk, are responsible for the goods they sell. To the extent the law allows, our total liability to you for any claim is limited to the amount you paid Chowk in the 12 months before the claim, or ₹1,000 if you paid nothing.',
      terminationTitle: 'Suspension and termination',
      termination:
        'You may stop using Chowk or close your account at any time. We may suspend or close an account that breaks these terms or puts customers, shops or Chowk at risk, telling you why unless the law or safety prevents it. Sections that by their nature should survive closure, such as liability and disputes, continue to apply.',
      lawTitle: 'Governing law, changes and contact',
      law: 'These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction over any dispute. We may update these terms; we change the date above and, for significant changes, tell shopkeepers in advance. Questions: <0>{{email}}</0>, {{address}}.',
    },
    refund: {
      title: 'Refund Policy',
      intro:
        'How refunds work on Chowk, for customers ordering from shops and for shopkeepers buying from us. All amounts are in Indian rupees (₹).',
      ordersTitle: 'Orders from shops',
      orders:
        "When you order from a shop on Chowk, you are buying from that shop, not from Chowk. Refunds, replacements and cancellations for orders are handled by each shopkeeper, following the shop's own policy.",
      orders1:
        'If an item is missing, wrong or not as described, contact the shop first, in person or using the details on your order.',
      orders2:
        'Cash payments are refunded by the shop directly. Online payments are refunded by the shop through the same method you paid with.',
      orders3:
        'If a shop does not respond within 3 days, write to <0>{{email}}</0> with your order ID. We will contact the shop and help both sides reach a fair outcome, but the final decision on an order refund rests with the shop.',
      guaranteeTitle: '14-day money-back guarantee',
      guarantee1:
        'Digital and subscription purchases made from Chowk itself carry a 14-day money-back guarantee. This covers the Starter and Professional plans (monthly or yearly), the shop registration fee and paid add-ons.',
      guarantee2:
        'If you are not happy, ask for a refund within 14 days of the payment and we will return the full amount, no questions asked. Each payment, including each renewal, has its own 14 days.',
      howTitle: 'How to ask for a refund',
      how1: 'Email <0>{{email}}</0> from the email address or mobile number on your shop account (or use the <1>contact form</1>).',
      how2: 'Include your shop code and the transaction ID from your payment confirmation.',
      how3: 'We confirm within 2 working days and cancel the plan or add-on at the same time.',
      how4: 'The money reaches your UPI account or bank through our payment provider within 5 to 7 working days.',
      excludedTitle: 'What cannot be refunded',
      excluded1: 'Any Chowk purchase after its 14 days have passed. You can still cancel anytime to stop the next renewal.',
      excluded2:
        'Usage-based charges for services already delivered, such as WhatsApp alerts beyond the 150 free each month and extra image uploads.',
      excluded3: 'The 0.04% charge on online payments your shop has already received.',
      excluded4: 'Purchases on accounts closed for breaking our <0>Terms of Service</0>.',
      excluded5: "Food, groceries and other goods bought from a shop: these follow the shop's own policy, as above.",
      excluded6: 'Fees charged by your bank or card issuer, which are outside our control.',
      trialTitle: 'Free trial',
      trial:
        'The free trial costs nothing, so there is nothing to refund. Trial data lives only in your browser on the device you used.',
      questionsTitle: 'Questions',
      questions: 'Write to <0>{{email}}</0> or call {{phone}} ({{hours}}).',
    },
  },
} as const;
export default en;
