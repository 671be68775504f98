// Stands in for a plain CSS import, which webpack would inject as a side effect.
module.exports = {};
