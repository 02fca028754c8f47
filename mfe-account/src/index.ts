// Standalone page of this remote for its team; an async boundary so shared singletons are negotiated first.
import('./bootstrap');
