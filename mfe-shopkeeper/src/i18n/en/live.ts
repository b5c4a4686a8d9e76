/** The shopkeeper remote's words of its live area, in English (the spec's, word for word). */
const live = {
  region: 'Order alerts',
  regionLabel: 'Order alerts:',
  newOrders_one: '{{count}} new order',
  newOrders_other: '{{count}} new orders',
  enableSound: 'Tap to turn on the order sound',
  mute: 'Mute',
  muteHint: 'Mute the new-order sound',
  enableNotifications: 'Turn on order notifications',
  state: {
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    live: 'Live',
    offline: 'Offline: alerts resume when you are back online',
    refused: 'Live alerts are off',
  },
  tryAgain: 'Try again',
  newOrder: 'New order {{order}}, {{total}}',
  newOrderFrom: 'New order {{order}} from {{name}}, {{total}}',
  notice: {
    title: 'New order {{order}}',
    body: '{{items}}. Total {{total}}',
    bodyFrom: '{{name}}: {{items}}. Total {{total}}',
    line: '{{item}} × {{quantity}}',
    item: 'Item',
    andMore: '{{items}} and {{more}} more',
  },
} as const;
export default live;
