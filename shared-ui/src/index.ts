export * from './forms/useApiForm';
