// The webpack + Module Federation config of every frontend app (the shell and the four remotes), defined once.
// Each app's webpack.config.cjs calls createAppConfig; tools are loaded from the app's own dependencies so that
// every app builds with exactly the versions pinned in its package.json.
const path = require('node:path');
const { createRequire } = require('node:module');
const { REMOTES } = require('./remotes.cjs');

// Libraries that hold module-level state (React's dispatcher, the router context, jotai's store, Emotion's cache):
// a second copy breaks hooks or silently reads defaults, so every app shares them as singletons.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'jotai',
  '@chakra-ui/react',
  '@emotion/react',
];

const SHARED_ROOT = path.join(__dirname, '..', 'shared');

/** The package name of an import request ('react/jsx-runtime' -> 'react', '@chakra-ui/react' -> itself). */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * `shared/<area>` resolved to its TypeScript source, read from the `source` condition of shared's exports.
 * Done by alias rather than a global `source` condition because some installed libraries (e.g.
 * @internationalized/date) also publish a `source` condition pointing at TypeScript that is not meant to be built.
 */
function sharedSourceAliases() {
  const manifest = require(path.join(SHARED_ROOT, 'package.json'));
  const aliases = {};
  for (const [subpath, conditions] of Object.entries(manifest.exports)) {
    // A subpath with no runtime build (`default`) is test-only (shared/testing): never bundled nor federated.
    if (!conditions.default) continue;
    aliases[`shared/${subpath.replace(/^\.\//, '')}$`] = path.join(SHARED_ROOT, conditions.source);
  }
  return { aliases, version: manifest.version, subpaths: Object.keys(aliases).map((key) => key.slice(0, -1)) };
}

function sharedModules(appPackage, sharedSource) {
  const deps = { ...appPackage.dependencies, ...appPackage.devDependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const version = deps[packageOf(request)];
    if (!version) throw new Error(`${appPackage.name}: '${packageOf(request)}' must be a dependency to be shared`);
    shared[request] = { singleton: true, eager: false, requiredVersion: version };
  }
  // The workspace package has no registry version to infer, so it is given explicitly.
  for (const request of sharedSource.subpaths) {
    shared[request] = { singleton: true, eager: false, version: sharedSource.version, requiredVersion: sharedSource.version };
  }
  return shared;
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev } },
          target: 'es2020',
        },
      },
    },
  };
}

/** /remotes.json of the dev servers: the remotes' own dev servers, reached on the host name the page came from. */
function devRemotesMiddleware(middlewares) {
  middlewares.unshift({
    name: 'dev-remotes-json',
    path: '/remotes.json',
    middleware: (req, res) => {
      const host = req.hostname || 'localhost';
      const body = Object.fromEntries(REMOTES.map((r) => [r.name, `http://${host}:${r.port}/mf-manifest.json`]));
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(body));
    },
  });
  return middlewares;
}

/**
 * @param {{ dir: string, name: string, port: number, title: string, isHost?: boolean, exposes?: Record<string, string> }} app
 */
function createAppConfig(app) {
  const appRequire = createRequire(path.join(app.dir, 'package.json'));
  const webpack = appRequire('webpack');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  // webpack's own minimizer plugin, run with the swc minifier (much faster than terser on 2 cores).
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  const appPackage = appRequire('./package.json');
  const sharedSource = sharedSourceAliases();
  const isHost = Boolean(app.isHost);

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    // The standalone page of a remote is a development aid; production builds of remotes ship only the federation entry.
    const withPage = isHost || isDev;

    return {
      name: app.name,
      mode,
      context: app.dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The shell's page is served at every client-side route, so its assets are addressed from the root;
        // a remote is served under any path (/remotes/<folder>/ or its own dev server) and finds its chunks itself.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep fixed names (the federation runtime cannot template a content hash into them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: sharedSource.aliases,
      },
      module: { rules: [swcRule(isDev)] },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes ?? {}, manifest: true }),
          shared: sharedModules(appPackage, sharedSource),
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('./remote-errors-plugin.js')],
          dts: false,
        }),
        ...(withPage
          ? [new HtmlWebpackPlugin({ title: app.title, publicPath: '/', templateContent: pageTemplate(app.title) })]
          : []),
      ],
      optimization: {
        minimize: !isDev,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      stats: isDev ? 'errors-warnings' : 'normal',
      infrastructureLogging: { level: 'warn' },
      watchOptions: { ignored: ['**/node_modules', '**/dist', '**/@mf-types'] },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // Remotes are fetched cross-origin by the shell's dev server page.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8080', changeOrigin: true }],
        ...(isHost ? { setupMiddlewares: devRemotesMiddleware } : {}),
      },
    };
  };
}

/** The page every app renders into; colours match the Chakra theme so there is no white flash before it loads. */
function pageTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
    <style>html,body{margin:0;background:#f7f8fa}</style>
  </head>
  <body>
    <noscript>HarbourPulse needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

module.exports = { createAppConfig };
