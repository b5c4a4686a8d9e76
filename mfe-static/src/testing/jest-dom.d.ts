// Types for the jest-dom matchers that jest-setup/setup-dom.js installs at run time.
import '@testing-library/jest-dom';
