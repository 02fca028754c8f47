// What a test gets for an imported stylesheet (jest.preset.cjs): nothing; webpack extracts the real file.
module.exports = {};
