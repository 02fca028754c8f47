// An async boundary: module federation negotiates the shared singletons (React, the router, react-query,
// jotai, shared-contracts, shared-ui) before any of them is used, so every app gets the same copy.
import('./bootstrap');
