// Stands in for images, audio and video: webpack would give the file's URL.
module.exports = 'test-file-stub';
