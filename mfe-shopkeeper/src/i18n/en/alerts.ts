/** The shopkeeper remote's words of its alerts area, in English (the spec's, word for word). */
const alerts = {
  title: 'Order alerts',
  intro:
    'Each customer order shows on your devices as a notification that stays until you open it, even with Chowk closed or the screen locked. Orders you add at the counter do not ring.',
  thisDevice: 'This device',
  checking: 'Checking this device…',
  noWorker: 'Order alerts need the app to finish loading. Reload the page and try again.',
  on: 'On.',
  onHint: 'New orders ring this device.',
  off: 'Off. Your browser will ask to allow notifications.',
  test: 'Send a test alert',
  sending: 'Sending…',
  turnOff: 'Turn off on this device',
  turningOff: 'Turning off…',
  turnOn: 'Turn on order alerts',
  turningOn: 'Turning on…',
  install: {
    title: 'Chowk on your home screen',
    installed: 'Installed. Open Chowk from your home screen to go straight to your orders.',
    hint: 'Open your orders like an app, straight from the home screen.',
    button: 'Install Chowk',
  },
  devices: 'Devices that get alerts',
  loadingDevices: 'Loading devices…',
  noDevices: 'No device gets order alerts yet.',
  since: 'On since {{since}} · last alert {{last}}',
  never: 'never',
  remove: 'Remove',
  removeDevice: 'Remove {{device}} from order alerts',
  hint: 'Get each new order on this device even with the screen locked.',
  screen: {
    keep: 'Keep screen on',
    on: 'Screen stays on',
    hint: 'Keeps this screen awake while the desk is open',
    refused: 'This phone would not keep its screen on (battery saver may be on).',
  },
} as const;
export default alerts;
