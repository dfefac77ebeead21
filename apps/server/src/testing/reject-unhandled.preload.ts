// Test-only preload of the start command (core/http/internal-errors.test.ts): as soon as the server has set up
// its handlers of process errors (close-with-grace in main.ts), a promise is rejected that nothing handles,
// with the message of TEST_UNHANDLED_MESSAGE.
const poll = setInterval(() => {
  if (process.listenerCount('unhandledRejection') === 0) return;
  clearInterval(poll);
  void Promise.reject(new Error(process.env.TEST_UNHANDLED_MESSAGE ?? 'test: a rejection nobody handles'));
}, 10);
poll.unref();
