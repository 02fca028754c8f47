// The page's build-time styles (docs/decisions/060): Panda CSS's stylesheet, written by `npm run styles` before
// webpack runs and emitted as one hashed file that the page links in its <head>.
import '../styled-system/styles.css';

// An async boundary: module federation negotiates the shared singletons (React, the router, react-query,
// jotai, shared-contracts, shared-ui) before any of them is used, so every app gets the same copy.
import('./bootstrap');
