// The async boundary: shared modules are negotiated before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
