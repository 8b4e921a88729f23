// The mock builds' stand-in for the workbench sub-app (mocks/README.md "工作台"): what /workbench
// mounts under `npm start` and from dist-mock, where the real sub-app's host is out of reach. Like
// any sub-app of docs/decisions/0007-workbench-micro-frontend.md it is a classic script (qiankun 2
// runs no module scripts) that puts bootstrap/mount/update/unmount on the global named after the
// app (`wbApp`), and it follows the host's path through props.pathname / props.navigate.
(function (global) {
  var ROOT_ID = 'mock-wb-root';
  var links = [
    ['/workbench', '项目总览'],
    ['/workbench/projects/demo', '示例项目'],
    ['/workbench/queue', '精修队列'],
  ];
  var current = null;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function render() {
    if (!current) return;
    var root = current.container.querySelector('#' + ROOT_ID);
    if (!root) return;
    var pathname = current.pathname || '/workbench';
    root.textContent = '';

    var app = el('section', 'mwb');
    app.setAttribute('aria-labelledby', 'mock-wb-title');
    app.setAttribute('data-testid', 'mock-wb-app');

    var head = el('div', 'mwb-head');
    var title = el('h2', 'mwb-title', '模拟工作台');
    title.id = 'mock-wb-title';
    head.appendChild(title);
    head.appendChild(el('span', 'mwb-tag', 'QA 替身'));
    app.appendChild(head);

    app.appendChild(
      el(
        'p',
        'mwb-note',
        '这是模拟构建自带的工作台替身，只供本地开发和 QA 使用：真实的网页工作台是另一个子应用，由它自己的服务器提供。',
      ),
    );

    var nav = el('nav', 'mwb-nav');
    nav.setAttribute('aria-label', '模拟工作台导航');
    links.forEach(function (link) {
      var a = el('a', '', link[1]);
      a.href = link[0];
      if (link[0] === pathname) a.setAttribute('aria-current', 'page');
      a.addEventListener('click', function (event) {
        event.preventDefault();
        current.navigate(link[0]);
      });
      nav.appendChild(a);
    });
    app.appendChild(nav);

    var panel = el('dl', 'mwb-panel');
    panel.appendChild(el('dt', '', '当前路径'));
    var path = el('dd', 'mwb-path', pathname);
    path.setAttribute('data-testid', 'mock-wb-path');
    panel.appendChild(path);
    panel.appendChild(el('dt', '', '运行方式'));
    panel.appendChild(
      el('dd', '', global.__POWERED_BY_QIANKUN__ ? '由 qiankun 挂载在站点内' : '单独打开'),
    );
    app.appendChild(panel);

    root.appendChild(app);
  }

  var lifecycles = {
    bootstrap: function () {
      return Promise.resolve();
    },
    mount: function (props) {
      current = { container: props.container, pathname: props.pathname, navigate: props.navigate };
      render();
      return Promise.resolve();
    },
    update: function (props) {
      if (current) current.pathname = props.pathname;
      render();
      return Promise.resolve();
    },
    unmount: function (props) {
      var root = props.container.querySelector('#' + ROOT_ID);
      if (root) root.textContent = '';
      current = null;
      return Promise.resolve();
    },
  };

  global.wbApp = lifecycles;
  // Opened on its own (/__mock-workbench/): shown as is, its links are plain page loads.
  if (!global.__POWERED_BY_QIANKUN__) {
    lifecycles.mount({
      container: document,
      pathname: '/workbench',
      navigate: function (to) {
        global.location.href = to;
      },
    });
  }
})(window);
