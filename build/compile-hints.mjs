// V8's explicit compile hint, written at the top of every script a browser build emits.
//
// V8 compiles a function when it is first called, on the main thread, unless the script
// says its functions are called on load: then the whole script is compiled while it
// streams in, on a background thread. Each of our scripts is fetched when a page needs
// it (the entry and start chunk at start, a remote's entry and page chunks with its
// page), and most of its functions run right then: on a signed-in page's first load,
// the lazy compiles were about a third of the main thread's work (bench/REPORT.md).
// A browser that does not know the comment reads a comment.
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Prepends the hint once the scripts are minified (the minifier drops comments) and before
 * their source maps are written (the maps count the hint's line) and their hashes and
 * compressed copies are made.
 */
export function compileHintsPlugin() {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: false,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
