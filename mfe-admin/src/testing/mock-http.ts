// The test network lives with the API client (shared by every remote's tests).
export * from '@chowk/api-client/testing';
