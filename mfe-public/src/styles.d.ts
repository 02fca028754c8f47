// A stylesheet imported for its side effect: webpack's mini-css-extract-plugin makes it a file of its own
// (docs/decisions/060); the import gives JavaScript nothing.
declare module '*.css';
