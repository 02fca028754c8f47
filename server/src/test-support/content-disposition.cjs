// Jest stand-in for content-disposition 3, which is ESM-only: Node 20.19+ `require`s it natively, jest's
// CommonJS runtime cannot. @fastify/static needs it only for reply.download(), which the server does not
// use; should it ever, this throws and the tests say so.
module.exports = {
  create() {
    throw new Error('content-disposition is not available under jest: reply.download() is not used by the server');
  },
};
