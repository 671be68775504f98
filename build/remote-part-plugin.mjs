// Emits dist/remote-part.json: the remote's own part of the manifest the server
// serves at /remotes.json (its federation name, entry file, routes and exposes).
// Data, not code: the shell reads it at run time, so a remote can be redeployed alone.
export class RemotePartPlugin {
  constructor({ name, routes, exposes }) {
    this.part = { name, entry: 'remoteEntry.js', routes, exposes };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemotePartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotePartPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remote-part.json', new RawSource(`${JSON.stringify(this.part, null, 2)}\n`));
        },
      );
    });
  }
}
