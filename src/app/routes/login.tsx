export { Component } from './home';
