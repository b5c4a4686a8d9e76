// Types for the jest-dom matchers that tools/jest/setup-dom.js installs at run time.
import '@testing-library/jest-dom';
