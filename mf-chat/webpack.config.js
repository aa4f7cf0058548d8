module.exports = require('@vx/shared/webpack/remote.config')({ dir: __dirname, name: 'mf_chat' });
