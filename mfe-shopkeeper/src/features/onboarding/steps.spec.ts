import { finishPath, readWizardQuery, showBack, signsUp, stepOfField, trialStartPath, wizardSteps } from './steps';

const q = (search: string) => readWizardQuery(new URLSearchParams(search));

describe('registration wizard variants (docs/product.md §2, §4)', () => {
  it.each([
    ['', ['shopInfo', 'contact', 'security', 'booster', 'payment']],
    ['free-trial=true', ['contact', 'security']],
    ['selected-plan=starter&create-shop=true', ['shopInfo', 'contact', 'security', 'payment']],
    ['selected-plan=starter', ['payment']],
    ['free-trial=false', ['shopInfo', 'contact', 'security', 'booster', 'payment']],
  ])('?%s shows %j', (search, steps) => {
    expect(wizardSteps(q(search))).toEqual(steps);
  });

  it('hides Back on Payment unless selected-plan is set without create-shop, and after the signup', () => {
    expect(showBack('payment', 4, q(''), true)).toBe(false);
    expect(showBack('payment', 3, q('selected-plan=starter&create-shop=true'), true)).toBe(false);
    expect(showBack('payment', 0, q('selected-plan=starter'), false)).toBe(true);
    expect(showBack('contact', 1, q(''), false)).toBe(true);
    expect(showBack('shopInfo', 0, q(''), false)).toBe(false);
    expect(showBack('booster', 3, q(''), true)).toBe(false);
  });

  it('ends at redirect-from (same origin only) or the dashboard, asking for the plan dialog', () => {
    expect(finishPath(q(''))).toBe('/shop/dashboard?show-subscription-plan=true');
    expect(finishPath(q('redirect-from=%2Fshop%2Fproducts'))).toBe('/shop/products?show-subscription-plan=true');
    expect(finishPath(q('redirect-from=%2Fshop%2Fproducts%3Fx%3D1'))).toBe('/shop/products?x=1&show-subscription-plan=true');
    expect(finishPath(q('redirect-from=https%3A%2F%2Fevil.example'))).toBe('/shop/dashboard?show-subscription-plan=true');
    expect(finishPath(q('redirect-from=%2F%2Fevil.example'))).toBe('/shop/dashboard?show-subscription-plan=true');
  });

  it('a trial starts at redirect-from or the dashboard, with no plan dialog (a trial sees none)', () => {
    expect(trialStartPath(q('free-trial=true'))).toBe('/shop/dashboard');
    expect(trialStartPath(q('free-trial=true&redirect-from=%2Fshop%2Fproducts'))).toBe('/shop/products');
    expect(trialStartPath(q('free-trial=true&redirect-from=%2F%5Cevil.example'))).toBe('/shop/dashboard');
  });

  it('knows which step holds a field, and which variants sign up', () => {
    expect(stepOfField(wizardSteps(q('')), 'district')).toBe(0);
    expect(stepOfField(wizardSteps(q('free-trial=true')), 'mobile')).toBe(0);
    expect(stepOfField(wizardSteps(q('free-trial=true')), 'district')).toBe(-1);
    expect(signsUp(wizardSteps(q('selected-plan=starter')))).toBe(false);
    expect(signsUp(wizardSteps(q('selected-plan=starter&create-shop=true')))).toBe(true);
  });
});
