import { afterEach, expect } from 'vitest';
import { takeContractDrifts } from './contract-check';

// Every test file's: an answer outside the contract (contract-check.ts) fails the test during
// which it was sent, whichever way the test built its app.
afterEach(() => {
  expect(takeContractDrifts(), 'answers outside the API contract (shared/api)').toEqual([]);
});
