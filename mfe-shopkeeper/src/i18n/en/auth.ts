/** The shopkeeper remote's words of its auth area, in English (the spec's, word for word). */
const auth = {
  login: {
    title: 'Shopkeeper login',
    intro: 'Log in with the mobile number or email you registered with.',
    identifier: 'Mobile number or email',
    password: 'Password',
    submit: 'Login',
    newHere: 'New to Chowk? <register>Register your shop</register> or <trial>start a free trial</trial>.',
  },
} as const;
export default auth;
