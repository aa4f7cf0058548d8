// The shared singletons are negotiated before the app runs, so the app starts asynchronously.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
