fn main() {
    boardside::start();
}
